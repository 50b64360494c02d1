import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket } from '@tavola/domain/schemas/basket';
import { applyBasketAnswer } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';

/** Sets the tip (POST api/basket/add-tip) or, for 0, removes it (PUT api/basket/remove-tip-from-basket). */
export function useSetTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ basketId, amount }: { basketId: string; amount: number }) => {
      const answer =
        amount > 0
          ? await apiRequest<Basket>({ method: 'POST', path: 'basket/add-tip', body: { basketId, tip_price: amount } })
          : await apiRequest<Basket>({ method: 'PUT', path: 'basket/remove-tip-from-basket', query: { basketId } });
      return answer.data;
    },
    onSuccess: (basket) => applyBasketAnswer(queryClient, basket),
  });
}
