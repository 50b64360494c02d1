import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Basket, DeliveryType } from '@tavola/domain/schemas/basket';
import { i18n } from '../i18n/i18n.ts';
import { forgetBasketId, storeBasketId, storedBasketId, useStoredBasketId } from '../lib/basket-store.ts';
import { pageConfig } from '../lib/page-config.ts';
import { forgetSeatedTable, seatedTableCode } from '../lib/seated-table.ts';
import { readStorage, storageKeys } from '../lib/storage.ts';
import { ApiError, isApiError } from './api-error.ts';
import { apiRequest } from './client.ts';

export type { Basket, DeliveryType };

export const basketKeys = {
  all: ['basket'] as const,
  detail: (basketId: string | null) => ['basket', basketId] as const,
};

/** A basket just created: its first read needs no round trip, the create call answered it. */
const primed = new Map<string, Basket>();

function takePrimed(basketId: string): Basket | undefined {
  const created = primed.get(basketId);
  primed.delete(basketId);
  return created;
}

/** The stored basket, or null when the server no longer knows it (the stored id is then dropped). */
async function fetchBasket(basketId: string): Promise<Basket | null> {
  const created = takePrimed(basketId);
  if (created) return created;
  try {
    return (await apiRequest<Basket>({ path: 'basket', query: { basketId } })).data;
  } catch (error) {
    if (isApiError(error) && error.code === 'basket_does_not_exists') {
      forgetBasketId(pageConfig.restaurantId);
      return null;
    }
    throw error;
  }
}

let creating: Promise<string> | null = null;

/**
 * The guest's basket id, creating a basket when none is stored: with the remembered delivery type, and
 * at the table the guest scanned today (after an order, the next basket stays at the table). Every call
 * that changes a basket goes through here, so a basket exists from the guest's first choice on
 * (decision 105: not from the page's start).
 */
export async function ensureBasketId(): Promise<string> {
  const stored = storedBasketId(pageConfig.restaurantId);
  if (stored) return stored;
  creating ??= (async () => {
    const remembered = readStorage(storageKeys.deliveryType(pageConfig.restaurantId));
    const body = isDeliveryType(remembered) ? { deliveryType: remembered } : {};
    const created = (await apiRequest<Basket>({ method: 'POST', path: 'basket/create', body }).catch(asCreateFailure)).data;
    const basket = await seatAtRememberedTable(created);
    primed.set(basket.id, basket);
    storeBasketId(pageConfig.restaurantId, basket.id);
    return basket.id;
  })().finally(() => {
    creating = null;
  });
  return creating;
}

/**
 * The basket is created inside the guest's first choice (adding a dish, picking a type or time): a failure
 * without a server message of its own says what failed (spec: 'There was an error in creating basket').
 */
function asCreateFailure(error: unknown): never {
  if (isApiError(error) && error.code === null)
    throw new ApiError(i18n.t('cart.createFailed'), error.status, null, error.serverMessage);
  throw error;
}

/** The new basket at today's table, as a scan would seat it; a table gone since is forgotten. */
async function seatAtRememberedTable(basket: Basket): Promise<Basket> {
  const code = seatedTableCode(pageConfig.restaurantId);
  if (!code) return basket;
  try {
    const body = { basketId: basket.id, table: code, qrcode: true };
    return (await apiRequest<Basket>({ method: 'POST', path: 'basket/set-table', body })).data;
  } catch {
    forgetSeatedTable(pageConfig.restaurantId);
    return basket;
  }
}

function isDeliveryType(value: unknown): value is DeliveryType {
  return value === 'delivery' || value === 'pickup' || value === 'here';
}

/**
 * A guest seated at a table (today's scan remembered) gets a basket at once: the table's bill and the
 * dish collector hang on the basket's table. Anyone else gets one with their first choice.
 */
export function openBasketIfSeated(): Promise<string | null> {
  return seatedTableCode(pageConfig.restaurantId) ? ensureBasketId() : Promise.resolve(null);
}

export function useBasketId(): string | null {
  return useStoredBasketId(pageConfig.restaurantId);
}

/** The guest's basket; data is null while none exists yet (an empty basket, not one loading). */
export function useBasket() {
  const basketId = useBasketId();
  return useQuery({
    queryKey: basketKeys.detail(basketId),
    queryFn: () => (basketId ? fetchBasket(basketId) : Promise.resolve(null)),
    // No basket yet is an empty one, not one loading (the cart and checkout send the guest to the menu);
    // a basket just created needs no moment of loading either: a screen that waits for the basket (the
    // booking calendar) would swap itself for a skeleton under the guest's focus.
    initialData: () => (basketId ? takePrimed(basketId) : null),
    enabled: basketId !== null,
    staleTime: 30_000,
    meta: { errorMessage: i18n.t('cart.fetchFailed') },
  });
}

function isBasket(value: unknown): value is Basket {
  return (
    typeof value === 'object' && value !== null && 'products' in value && Array.isArray(value.products) && 'id' in value
  );
}

/**
 * Basket calls answer with the basket as it is afterwards (directly or as `basket`): put it in the
 * cache instead of fetching again. Any other answer refetches.
 */
export async function applyBasketAnswer(queryClient: QueryClient, data: unknown): Promise<void> {
  const basket = isBasket(data)
    ? data
    : isBasket((data as { basket?: unknown } | null)?.basket)
      ? (data as { basket: Basket }).basket
      : null;
  if (basket) {
    // A read of the basket still on its way was answered before this change: landing after it, it would
    // put the basket back as it was (seen: a table set from the QR code vanished behind the menu's first read).
    await queryClient.cancelQueries({ queryKey: basketKeys.detail(basket.id), exact: true });
    queryClient.setQueryData(basketKeys.detail(basket.id), basket);
  } else await queryClient.invalidateQueries({ queryKey: basketKeys.all });
}

export function basketUnitCount(basket: Basket | null | undefined): number {
  return basket?.count ?? 0;
}
