import { useMemo } from 'react';
import type { BasketStockLine } from '@tavola/domain/stock/basket-units';
import { useBasket } from '../../../api/basket.ts';

/** One empty list for every empty basket: the menu's cards (memoised) are not drawn again when an empty basket arrives. */
const NO_LINES: BasketStockLine[] = [];

/** The basket as the stock rules count it: package lines consume their components. */
export function useBasketStockLines(): BasketStockLine[] {
  const basket = useBasket().data;
  return useMemo(() => {
    if (!basket || basket.products.length === 0) return NO_LINES;
    return basket.products.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      components: line.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    }));
  }, [basket]);
}
