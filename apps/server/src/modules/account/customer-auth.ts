import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors.ts';

/** The logged-in customer behind a request. */
export interface Customer {
  userId: number;
  restaurantId: number;
  sessionId: string;
}

/**
 * The customer of a request with a live private token, or 401. Every account, address and order
 * history query takes its user id from here, never from the request's parameters.
 */
export function requireCustomer(request: FastifyRequest): Customer {
  const auth = request.auth;
  if (auth?.kind !== 'customer' || auth.userId === null || !auth.sessionId) throw unauthorized('unauthenticated');
  return { userId: auth.userId, restaurantId: auth.restaurantId, sessionId: auth.sessionId };
}

/** Every route of the plugin needs a customer: a public token gets 401 before its input is even validated. */
export function onlyCustomers(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    requireCustomer(request);
  });
}
