import { pageConfig } from '../lib/page-config.ts';
import { readStorage, storageKeys, writeStorage } from '../lib/storage.ts';
import { isTokenFresh } from './token-expiry.ts';

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
