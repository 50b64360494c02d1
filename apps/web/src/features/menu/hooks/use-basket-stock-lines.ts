import { useMemo } from 'react';
import type { BasketStockLine } from '@tavola/domain/stock/basket-units';
import { useBasket } from '../../../api/basket.ts';

/** The basket as the stock rules count it: package lines consume their components. */
export function useBasketStockLines(): BasketStockLine[] {
  const basket = useBasket().data;
  return useMemo(
    () =>
      basket?.products.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        components: line.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
      })) ?? [],
    [basket],
  );
}
