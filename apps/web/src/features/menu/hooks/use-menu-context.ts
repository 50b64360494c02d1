import { useBasket, useBasketId } from '../../../api/basket.ts';

export interface MenuContext {
  /** 'YYYY-MM-DD HH:MM' or undefined for 'as soon as possible'. */
  deliveryTime: string | undefined;
  /** False while a stored basket is loading: the menu is then fetched once, for its delivery time. */
  ready: boolean;
}

/**
 * What the menu answers depend on: the products on offer at the basket's delivery time. Part of
 * every menu query key, so a new time refetches (spec §4); a new delivery type refetches through
 * the change itself. A first visit has no basket (it comes with the guest's first choice, decision
 * 105): the menu loads at once, for 'as soon as possible'.
 */
export function useMenuContext(): MenuContext {
  const basketId = useBasketId();
  const basket = useBasket();
  const data = basket.data ?? undefined;
  return {
    deliveryTime: data?.deliveryTime ? data.deliveryTime.slice(0, 16) : undefined,
    ready: basketId === null || basket.isSuccess || basket.isError,
  };
}
