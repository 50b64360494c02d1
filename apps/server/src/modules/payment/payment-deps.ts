import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { OrderPayments } from '../../payments/order-payments-port.ts';
import { createPaymentEventLog, type PaymentEventLog } from '../../payments/payment-event-log.ts';
import { createPaymentProviders, type PaymentProviders } from '../../payments/provider-registry.ts';

declare module '../../app.ts' {
  interface AppDeps {
    /**
     * Orders as the payment routes see them; implemented by the order module (see
     * payments/order-payments-port.ts). Without it the payment routes answer 503 payment_has_problem.
     */
    orderPayments?: OrderPayments;
  }
}

/** Everything the payment services need, built once per app. */
export interface PaymentServiceDeps {
  config: Pick<Config, 'publicUrl' | 'mollie' | 'saferpay' | 'credentialKeys' | 'providerUrls'>;
  db: DbOrTx;
  providers: PaymentProviders;
  orderPayments: OrderPayments;
  events: PaymentEventLog;
}

export function paymentServiceDeps(app: FastifyInstance): () => PaymentServiceDeps {
  const { config, db } = app.deps;
  const providers = createPaymentProviders({ config, db });
  const events = createPaymentEventLog(db);
  return () => {
    // Read per request: the order module may be wired after the payment routes are registered.
    const orderPayments = app.deps.orderPayments;
    if (!orderPayments) {
      app.log.error('payment routes called without an OrderPayments implementation (AppDeps.orderPayments)');
      throw new AppError('payment_has_problem', 503);
    }
    return { config, db, providers, orderPayments, events };
  };
}
