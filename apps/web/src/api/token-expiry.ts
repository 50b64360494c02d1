/** Renew this long before the exp claim, so a token never expires between check and use. */
const EXPIRY_MARGIN_SECONDS = 60;

/** The claims of a JWT (not verified: only the server can); null when the token cannot be read. */
function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The exp claim of a JWT in seconds; null when the token cannot be read (it then counts as expired). */
export function tokenExpiry(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** The restaurant a token was issued for (rid claim); null when unreadable. */
export function tokenRestaurantId(token: string): number | null {
  const rid = tokenClaims(token)?.rid;
  return typeof rid === 'number' && Number.isInteger(rid) ? rid : null;
}

export function isTokenFresh(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp - EXPIRY_MARGIN_SECONDS > nowMs / 1000;
}
