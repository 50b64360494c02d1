import type { FastifyInstance } from 'fastify';
import { PaymentProviderError } from '../../payments/provider.ts';
import { registerGuestPaymentRoutes } from './guest-routes.ts';
import { paymentServiceDeps } from './payment-deps.ts';
import { registerWebhookRoutes } from './webhook-routes.ts';

/**
 * api/payment/*: prepare and update for the storefront, the built-in test provider's page calls,
 * and the providers' webhooks. Orders are reached through AppDeps.orderPayments (the order module).
 */
export async function paymentRoutes(app: FastifyInstance) {
  // The guest only sees a coded 503; whoever runs the shop needs to know which provider said what.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof PaymentProviderError) {
      request.log.warn({ provider: error.provider, failure: error.failure, detail: error.detail }, 'payment provider call failed');
    }
  });
  const deps = paymentServiceDeps(app);
  registerGuestPaymentRoutes(app, deps);
  registerWebhookRoutes(app, deps);
}
