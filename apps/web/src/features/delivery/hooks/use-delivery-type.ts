import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { useBasket } from '../../../api/basket.ts';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { storageKeys } from '../../../lib/storage.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';

/**
 * The delivery types to offer ('Eat here' is hidden while the restaurant is closed) and the one in
 * force: the basket's, else the remembered one, else the first offered (spec §4).
 */
export function useDeliveryType(): { offered: DeliveryType[]; current: DeliveryType | null } {
  const info = useRestaurantInfo().data;
  const basket = useBasket().data;
  const remembered = useStoredItem(storageKeys.deliveryType(pageConfig.restaurantId));
  if (!info) return { offered: [], current: basket?.deliveryType ?? null };
  const offered = info.deliveryTypes.map((type) => type.name).filter((name) => !(name === 'here' && info.closed));
  const current =
    basket?.deliveryType ??
    offered.find((name) => name === remembered) ??
    offered[0] ??
    info.deliveryTypes[0]?.name ??
    null;
  return { offered, current };
}
