import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket } from '@tavola/domain/schemas/basket';
import { applyBasketAnswer, basketKeys } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';

export type QuantityChange = {
  basketId: string;
  basketProductId: number;
  productId: number;
  change: 'increase' | 'decrease' | 'delete';
};

/** The basket with one line's quantity changed, as the guest expects it to look after the call. */
function optimistic(basket: Basket, request: QuantityChange): Basket {
  let delta = 0;
  let totalDelta = 0;
  const products = basket.products.flatMap((line) => {
    if (line.basketProductId !== request.basketProductId) return [line];
    const unit = line.quantity > 0 ? line.totalPrice / line.quantity : line.price;
    const quantity =
      request.change === 'increase' ? line.quantity + 1 : request.change === 'decrease' ? line.quantity - 1 : 0;
    delta = quantity - line.quantity;
    totalDelta = unit * delta;
    return quantity > 0 ? [{ ...line, quantity, totalPrice: unit * quantity }] : [];
  });
  return {
    ...basket,
    products,
    count: basket.count + delta,
    totalPrice: basket.totalPrice + totalDelta,
    totalWithDiscount: basket.totalWithDiscount + totalDelta,
  };
}

/**
 * Plus, minus and remove on a cart line: the cart changes at once and rolls back when the server
 * refuses (spec item 6); the server's basket then replaces the guess.
 */
export function useChangeLineQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: QuantityChange) => {
      const { basketId, basketProductId, productId } = request;
      const answer =
        request.change === 'increase'
          ? await apiRequest({
              method: 'POST',
              path: 'basket/add',
              body: { basketId, basketProductId, productId, quantity: 1 },
            })
          : await apiRequest({
              path: request.change === 'decrease' ? 'basket/remove' : 'basket/delete-basket-product',
              query: { basketId, basketProductId },
            });
      return answer.data;
    },
    onMutate: async (request) => {
      const key = basketKeys.detail(request.basketId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Basket | null>(key);
      if (previous) queryClient.setQueryData(key, optimistic(previous, request));
      return { previous, key };
    },
    onError: (_error, _request, context) => {
      if (context) queryClient.setQueryData(context.key, context.previous);
    },
    onSuccess: (data) => applyBasketAnswer(queryClient, data),
  });
}
