/** Renew this long before the exp claim, so a token never expires between check and use. */
const EXPIRY_MARGIN_SECONDS = 60;

/** The exp claim of a JWT in seconds; null when the token cannot be read (it then counts as expired). */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

export function isTokenFresh(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp - EXPIRY_MARGIN_SECONDS > nowMs / 1000;
}
