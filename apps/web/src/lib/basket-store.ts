import { useSyncExternalStore } from 'react';
import { readJson, storageKeys, writeStorage } from './storage.ts';

/** The spec's stored list of {restaurantId, basketId}: one open basket per restaurant. */
interface StoredBasket {
  restaurantId: number;
  /** Long random text handed out by the server. */
  basketId: string;
}

const listeners = new Set<() => void>();

function readList(): StoredBasket[] {
  const list = readJson<unknown>(storageKeys.baskets);
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is StoredBasket =>
      typeof entry === 'object' &&
      entry !== null &&
      Number.isInteger((entry as StoredBasket).restaurantId) &&
      typeof (entry as StoredBasket).basketId === 'string',
  );
}

function writeList(list: StoredBasket[]) {
  writeStorage(storageKeys.baskets, JSON.stringify(list));
  for (const listener of listeners) listener();
}

export function storedBasketId(restaurantId: number): string | null {
  return readList().find((entry) => entry.restaurantId === restaurantId)?.basketId ?? null;
}

export function storeBasketId(restaurantId: number, basketId: string): void {
  writeList([...readList().filter((entry) => entry.restaurantId !== restaurantId), { restaurantId, basketId }]);
}

/** After basket_does_not_exists or an order was created: the next call starts a new basket. */
export function forgetBasketId(restaurantId: number): void {
  writeList(readList().filter((entry) => entry.restaurantId !== restaurantId));
}

export function useStoredBasketId(restaurantId: number): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => storedBasketId(restaurantId),
    // The server knows no stored basket: a page hydrates without one, then reads it.
    () => null,
  );
}
