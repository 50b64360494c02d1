import { useSyncExternalStore } from 'react';
import { readStorage } from './storage.ts';

function subscribe(listener: () => void): () => void {
  // Another tab's change; this tab's own writes show on its next render (the snapshot is read each time).
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * A value this browser remembers (localStorage), read so a server-rendered page hydrates as the server
 * drew it — the server knows no stored value — and shows the remembered one right after.
 */
export function useStoredItem(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStorage(key),
    () => null,
  );
}
