import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The one-click unsubscribe link of every newsletter mail (RFC 8058): the token names the restaurant and
 * the address and is signed with the server's secret, so nobody can unsubscribe someone else by editing it.
 * It does not expire: an old mail's link must still work.
 */

const signatureOf = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${payload}`).digest('base64url');

export function unsubscribeToken(secret: Uint8Array, restaurantId: number, email: string): string {
  const payload = Buffer.from(JSON.stringify([restaurantId, email.toLowerCase()])).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The restaurant and address a token names, or undefined when it was not signed by this server. */
export function readUnsubscribeToken(secret: Uint8Array, token: string): { restaurantId: number; email: string } | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return undefined;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const [restaurantId, email] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    if (typeof restaurantId !== 'number' || typeof email !== 'string') return undefined;
    return { restaurantId, email };
  } catch {
    return undefined;
  }
}

/** The link and the List-Unsubscribe headers a newsletter-related mail carries (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(publicUrl: string, secret: Uint8Array, restaurantId: number, email: string) {
  const link = `${publicUrl.replace(/\/$/, '')}/api/newsletter/unsubscribe?token=${unsubscribeToken(secret, restaurantId, email)}`;
  return {
    link,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
