import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket, UserInfo } from '@tavola/domain/schemas/basket';
import { applyBasketAnswer } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';

/** POST api/basket/add-address: the guest's details for the order; 422 answers name the fields. */
export function useSaveGuestDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async ({ basketId, userInfo }: { basketId: string; userInfo: UserInfo }) =>
      (await apiRequest<Basket>({ method: 'POST', path: 'basket/add-address', body: { basketId, userInfo } })).data,
    onSuccess: (basket) => applyBasketAnswer(queryClient, basket),
  });
}
