import type { FastifyInstance } from 'fastify';
import { createPaymentProviders } from '../../payments/provider-registry.ts';
import { registerBasketLineRoutes } from '../basket/basket-line-routes.ts';
import { registerBasketRoutes } from '../basket/basket-routes.ts';
import { registerCheckoutRoutes } from '../basket/checkout-routes.ts';
import { createOrderingContexts } from '../basket/ordering-contexts.ts';
import { installRetryAfter } from '../account/retry-after.ts';
import type { OrderDeps } from './order-deps.ts';
import { refundAndTellGuest } from '../manager/change-status-as-manager.ts';
import { createOrderPayments } from './order-payments.ts';
import type { OrderRow } from './order-repo.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { managerTableBillRoutes } from '../table-payment/manager-routes.ts';
import { tablePaymentRoutes } from '../table-payment/routes.ts';
import { createTableSharePayments, withTableShares } from '../table-payment/table-share-payments.ts';

/**
 * The ordering flow (spec §7): basket, checkout and order calls, sharing one cache of the
 * restaurants' ordering settings. Also hands the payment routes their view of orders.
 */
export async function orderingRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const deps: OrderDeps = {
    db,
    config,
    contexts: createOrderingContexts(app),
    providers: createPaymentProviders({ config, db }),
    clock: () => app.deps.clock(),
  };
  // payFix PIN guesses are throttled like passwords.
  installRetryAfter(app);
  const paidTooLate = (order: OrderRow) =>
    refundAndTellGuest({ ...app.deps, providers: deps.providers, log: app.log }, order).catch((error: unknown) => {
      app.log.error({ err: error, orderId: order.publicId }, 'refund of a payment that came too late failed');
    });
  app.deps.orderPayments ??= withTableShares(
    createOrderPayments(db, { clock: deps.clock, paidTooLate }),
    createTableSharePayments(db, deps.clock),
  );
  registerBasketRoutes(app, deps);
  registerBasketLineRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
  registerOrderRoutes(app, deps);
  await tablePaymentRoutes(app, deps);
  await app.register(managerTableBillRoutes);
}
