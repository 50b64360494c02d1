import { useSyncExternalStore } from 'react';
import { isTokenFresh } from './token-expiry.ts';
import { pageConfig } from '../lib/page-config.ts';
import { readStorage, storageKeys, writeStorage } from '../lib/storage.ts';

/* The restaurant side's sign-in (board and back office share it): one token per restaurant, kept across reloads. */
const key = () => storageKeys.managerToken(pageConfig.restaurantId);
const listeners = new Set<() => void>();

/** The manager's token for this page's restaurant while it is fresh (kept across reloads, spec §3). */
export function managerToken(): string | null {
  const token = readStorage(key());
  if (token && isTokenFresh(token)) return token;
  if (token) writeStorage(key(), null);
  return null;
}

export function setManagerToken(token: string | null): void {
  writeStorage(key(), token);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key() || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Re-renders on sign-in and sign-out, in this tab and others. */
export function useManagerToken(): string | null {
  return useSyncExternalStore(subscribe, managerToken, () => null);
}
