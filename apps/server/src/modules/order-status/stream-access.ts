import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { verifyToken } from '../auth/tokens.ts';
import { readStreamTicket } from './stream-ticket.ts';

/**
 * The status stream skips the global auth hook (EventSource sends no Authorization header), so it
 * checks access itself: a ticket for exactly this order of this restaurant, or a bearer token in the
 * header checked as the hook checks it (signature, expiry, a private token's session, the token's
 * restaurant equal to the one named).
 */
export async function authorizeStream(
  deps: Pick<AppDeps, 'config' | 'isSessionActive'>,
  request: FastifyRequest,
  query: { restaurantId: number; orderId: string; ticket?: string | undefined },
): Promise<void> {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) {
    const claims = await verifyToken(deps.config.jwtSecret, bearer);
    if (!claims || (claims.kind !== 'public' && !(await deps.isSessionActive(claims)))) throw unauthorized('unauthenticated');
    if (claims.restaurantId !== query.restaurantId) throw forbidden('not_authorized');
    return;
  }
  if (!query.ticket) throw unauthorized('token_required');
  const subject = await readStreamTicket(deps.config.jwtSecret, query.ticket);
  if (!subject) throw unauthorized('unauthenticated');
  if (subject.restaurantId !== query.restaurantId || subject.orderId !== query.orderId) throw forbidden('not_authorized');
}
