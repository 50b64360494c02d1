import { randomBytes } from 'node:crypto';

/**
 * Ids handed to guests (baskets, orders): 18 random bytes = 24 base64url characters, 144 bits.
 * Whoever holds one may use the basket or see the order, so it must be impossible to guess.
 */
export function newPublicId(): string {
  return randomBytes(18).toString('base64url');
}
