import { createHmac } from 'node:crypto';
import { timingSafeEqualText } from '../modules/auth/timing-safe.ts';

/**
 * The time trap's token: when a form opened, for which restaurant, signed with the server's secret
 * so a script cannot date it back. "<issued at ms>.<signature>"; it holds nothing personal.
 */
function signature(secret: Uint8Array, restaurantId: number, issuedAtMs: number): string {
  return createHmac('sha256', secret).update(`form-start:${restaurantId}:${issuedAtMs}`).digest('base64url');
}

export function signFormToken(secret: Uint8Array, restaurantId: number, issuedAt: Date): string {
  const issuedAtMs = issuedAt.getTime();
  return `${issuedAtMs}.${signature(secret, restaurantId, issuedAtMs)}`;
}

/** When the form opened, or null for a token this server did not sign for this restaurant. */
export function readFormToken(secret: Uint8Array, restaurantId: number, token: string): Date | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const issuedAtMs = Number(match[1]);
  if (!timingSafeEqualText(signature(secret, restaurantId, issuedAtMs), match[2]!)) return null;
  return new Date(issuedAtMs);
}
