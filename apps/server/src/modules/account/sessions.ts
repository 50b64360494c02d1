import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { issueToken, TOKEN_TTL_SECONDS, type IssuedToken, type TokenClaims } from '../auth/tokens.ts';
import type { AccountDeps } from './deps.ts';
import { deleteExpiredSessionsOfUser, insertSession, sessionExists } from './repo.ts';

/**
 * Starts a server-side session and issues the private token bound to it (`sid`). The session lives as
 * long as the token; deleting the row revokes the token before its `exp`.
 */
export async function startSession(
  deps: Pick<AccountDeps, 'config' | 'clock'>,
  db: DbOrTx,
  user: { id: number; restaurantId: number },
): Promise<IssuedToken> {
  const now = deps.clock();
  const id = randomUUID();
  await deleteExpiredSessionsOfUser(db, user.restaurantId, user.id, now);
  await insertSession(db, {
    id,
    restaurantId: user.restaurantId,
    userId: user.id,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS.customer * 1000),
  });
  return issueToken(deps.config.jwtSecret, {
    kind: 'customer',
    restaurantId: user.restaurantId,
    userId: user.id,
    sessionId: id,
  });
}

/**
 * The auth hook's check for customer tokens: the session named in the token still exists, belongs to
 * the token's user and restaurant, and has not expired. Other private kinds are not sessions of this
 * module and are refused here.
 */
export async function isCustomerSessionActive(db: DbOrTx, claims: TokenClaims, now: Date): Promise<boolean> {
  if (claims.kind !== 'customer' || !claims.sessionId || claims.userId === null) return false;
  return sessionExists(db, { id: claims.sessionId, restaurantId: claims.restaurantId, userId: claims.userId }, now);
}
