import { pageConfig } from '../lib/page-config.ts';
import { readStorage, storageKeys, writeStorage } from '../lib/storage.ts';
import { isTokenFresh, tokenRestaurantId } from './token-expiry.ts';

let pending: Promise<string | null> | null = null;

/**
 * The bearer for the next call: the guest's private token while it is fresh, else the public
 * client-credentials token, fetched when missing or expired. Concurrent callers share one fetch.
 * Null when no token can be obtained.
 */
export async function bearerToken(): Promise<string | null> {
  const customerToken = privateToken();
  if (customerToken) return customerToken;

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

const privateTokenListeners = new Set<() => void>();

/**
 * The logged-in customer's token while it is fresh and was issued for this restaurant (one site
 * can serve several restaurants; the storage key is shared). An expired or unreadable token is
 * dropped (spec §4), so the next call goes with the public token.
 */
export function privateToken(): string | null {
  const token = readStorage(storageKeys.privateToken);
  if (!token) return null;
  if (!isTokenFresh(token)) {
    setPrivateToken(null);
    return null;
  }
  return isUsablePrivateToken(token) ? token : null;
}

/** A stored customer token the next call would send: fresh and for this page's restaurant. */
export function isUsablePrivateToken(token: string): boolean {
  return isTokenFresh(token) && tokenRestaurantId(token) === pageConfig.restaurantId;
}

/** Login stores the customer's token, logout and a refused token remove it; listeners re-render. */
export function setPrivateToken(token: string | null): void {
  writeStorage(storageKeys.privateToken, token);
  for (const listener of privateTokenListeners) listener();
}

/** Also hears another tab of the site logging in or out. */
export function subscribePrivateToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.privateToken || event.key === null) listener();
  };
  privateTokenListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    privateTokenListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The server refused `token` (401): drop whichever stored token it was. */
export function discardToken(token: string): void {
  if (token === readStorage(storageKeys.privateToken)) setPrivateToken(null);
  else discardPublicToken();
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
