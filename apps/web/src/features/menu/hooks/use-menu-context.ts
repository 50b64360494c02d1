import { useBasket, useBasketId } from '../../../api/basket.ts';

export interface MenuContext {
  basketId: string | undefined;
  /** 'YYYY-MM-DD HH:MM' or undefined for 'as soon as possible'. */
  deliveryTime: string | undefined;
  deliveryType: string | undefined;
  /** False until the basket is known (or known not to load), so the menu is fetched once, not twice. */
  ready: boolean;
}

/**
 * What the menu answers depend on: products on offer at the basket's delivery time, quantities of
 * the basket. Part of every menu query key, so a new delivery type or time refetches (spec §4).
 */
export function useMenuContext(): MenuContext {
  const basketId = useBasketId();
  const basket = useBasket();
  const data = basket.data ?? undefined;
  return {
    basketId: basketId ?? undefined,
    deliveryTime: data?.deliveryTime ? data.deliveryTime.slice(0, 16) : undefined,
    deliveryType: data?.deliveryType ?? undefined,
    ready: basketId !== null && (basket.isSuccess || basket.isError),
  };
}
