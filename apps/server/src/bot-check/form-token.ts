import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { requestRates } from '../db/schema/request-rates.ts';
import { timingSafeEqualText } from '../modules/auth/timing-safe.ts';

/**
 * The time trap's token: when a form opened, for which restaurant, signed with the server's secret
 * so a script cannot date it back. "<issued at ms>.<nonce>.<signature>"; it holds nothing personal.
 * The nonce keeps two forms opened in the same millisecond apart: each token is good for one form.
 */
function signature(secret: Uint8Array, restaurantId: number, issuedAtMs: number, nonce: string): string {
  return createHmac('sha256', secret).update(`form-start:${restaurantId}:${issuedAtMs}:${nonce}`).digest('base64url');
}

export function signFormToken(secret: Uint8Array, restaurantId: number, issuedAt: Date): string {
  const issuedAtMs = issuedAt.getTime();
  const nonce = randomBytes(12).toString('base64url');
  return `${issuedAtMs}.${nonce}.${signature(secret, restaurantId, issuedAtMs, nonce)}`;
}

/** When the form opened, or null for a token this server did not sign for this restaurant. */
export function readFormToken(secret: Uint8Array, restaurantId: number, token: string): Date | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const issuedAtMs = Number(match[1]);
  if (!timingSafeEqualText(signature(secret, restaurantId, issuedAtMs, match[2]!), match[3]!)) return null;
  return new Date(issuedAtMs);
}

/**
 * Marks a form token used; false when it was used before. Kept as a one-hit window in request_rates
 * (keyed by a hash of the token, ending when the token would expire anyway), so every server process
 * sees it and housekeeping forgets it with the other ended windows.
 */
export async function claimFormToken(db: DbOrTx, secret: Uint8Array, token: string, expiresAt: Date): Promise<boolean> {
  const bucket = `form-token:${createHmac('sha256', secret).update(`form-token-used:${token}`).digest('base64url')}`;
  const claimed = await db
    .insert(requestRates)
    .values({ bucket, hits: 1, windowEndsAt: expiresAt })
    .onConflictDoUpdate({
      target: requestRates.bucket,
      // An ended window of the same token (cannot happen before expiry) is taken over; a live one stays.
      set: { hits: 1, windowEndsAt: expiresAt },
      setWhere: sql`${requestRates.windowEndsAt} <= now()`,
    })
    .returning({ bucket: requestRates.bucket });
  return claimed.length > 0;
}
