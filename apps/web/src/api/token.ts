import { pageConfig } from '../lib/page-config.ts';
import { readStorage, storageKeys, writeStorage } from '../lib/storage.ts';

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

let pending: Promise<string | null> | null = null;

/**
 * The bearer for the next call: the guest's private token while it is fresh, else the public
 * client-credentials token, fetched when missing or expired. Concurrent callers share one fetch.
 * Null when no token can be obtained.
 */
export async function bearerToken(): Promise<string | null> {
  const privateToken = readStorage(storageKeys.privateToken);
  if (privateToken && isTokenFresh(privateToken)) return privateToken;
  if (privateToken) writeStorage(storageKeys.privateToken, null);

  const key = storageKeys.publicToken(pageConfig.restaurantId);
  const stored = readStorage(key);
  if (stored && isTokenFresh(stored)) return stored;
  if (stored) writeStorage(key, null);
  pending ??= fetchPublicToken().finally(() => {
    pending = null;
  });
  return pending;
}

/** After the server refused a token (401): drop it so the next call fetches a new one. */
export function discardPublicToken(): void {
  writeStorage(storageKeys.publicToken(pageConfig.restaurantId), null);
}

async function fetchPublicToken(): Promise<string | null> {
  try {
    const response = await fetch('/api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: pageConfig.clientId,
        client_secret: pageConfig.clientSecret,
      }),
    });
    if (!response.ok) return null;
    const token = ((await response.json()) as { access_token?: unknown }).access_token;
    if (typeof token !== 'string') return null;
    writeStorage(storageKeys.publicToken(pageConfig.restaurantId), token);
    return token;
  } catch {
    return null;
  }
}
