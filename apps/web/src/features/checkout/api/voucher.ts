import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket } from '@tavola/domain/schemas/basket';
import { applyBasketAnswer } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';

/** POST api/basket/add-voucher-to-basket (fields in the query, spec §7). The form shows errors itself. */
export function useApplyVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async ({ basketId, code }: { basketId: string; code: string }) =>
      (
        await apiRequest<Basket>({
          method: 'POST',
          path: 'basket/add-voucher-to-basket',
          query: { basketId, voucherCode: code },
        })
      ).data,
    onSuccess: (basket) => applyBasketAnswer(queryClient, basket),
  });
}

export function useRemoveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (basketId: string) =>
      (await apiRequest<Basket>({ path: 'basket/remove-voucher-from-basket', query: { basketId } })).data,
    onSuccess: (basket) => applyBasketAnswer(queryClient, basket),
  });
}
