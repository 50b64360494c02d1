import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The cancel link's token: 256 random bits, 43 base64url characters. Only its SHA-256 is stored; a
 * fast hash is enough for a long random token (nothing to brute-force, unlike a password).
 */
export function newCancelToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashCancelToken(token) };
}

export function hashCancelToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares in constant time, so the answer's timing tells nothing about a guessed token. */
export function cancelTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashCancelToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The id handed to the guest and the manager: random and unguessable, 24 base64url characters. */
export function newReservationId(): string {
  return randomBytes(18).toString('base64url');
}
