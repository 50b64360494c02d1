import type { FastifyInstance } from 'fastify';
import { registerGuestPaymentRoutes } from './guest-routes.ts';
import { paymentServiceDeps } from './payment-deps.ts';
import { registerWebhookRoutes } from './webhook-routes.ts';

/**
 * api/payment/*: prepare and update for the storefront, the built-in test provider's page calls,
 * and the providers' webhooks. Orders are reached through AppDeps.orderPayments (the order module).
 */
export async function paymentRoutes(app: FastifyInstance) {
  const deps = paymentServiceDeps(app);
  registerGuestPaymentRoutes(app, deps);
  registerWebhookRoutes(app, deps);
}
