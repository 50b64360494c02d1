import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares secrets in constant time; hashing first makes unequal lengths safe to compare too. */
export function timingSafeEqualText(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
