import type { QueryClient } from '@tanstack/react-query';
import { basketKeys } from '../api/basket.ts';
import { forgetBasketId, storedBasketId } from './basket-store.ts';
import { pageConfig } from './page-config.ts';
import { storageKeys, writeSessionJson, writeStorage } from './storage.ts';

/**
 * Spec §4 'Order created' (and after loading an order): the basket leaves local storage, so the
 * cart, its totals and delivery time start empty and the next add creates a new basket; the
 * basket's table-capacity date and hide-table-selection entries go too. Only the basket the order
 * was made from is forgotten: a status page opened later must not drop a newer open basket.
 */
export function resetAfterOrder(queryClient: QueryClient, orderedBasketId: string): void {
  if (storedBasketId(pageConfig.restaurantId) === orderedBasketId) forgetBasketId(pageConfig.restaurantId);
  writeStorage(storageKeys.tableCapacityDate(orderedBasketId), null);
  writeStorage(storageKeys.hideTableSelection(orderedBasketId), null);
  writeSessionJson(storageKeys.checkoutProgress(orderedBasketId), null);
  queryClient.removeQueries({ queryKey: basketKeys.detail(orderedBasketId) });
}
