import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressCheck, DeliveryType } from '@tavola/domain/schemas/basket';
import { basketKeys } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';

/**
 * GET api/order/check-address: whether the restaurant delivers to the postal code. A code that
 * passes is kept on the basket, so the basket (and its shipping) is read again.
 */
export function useCheckAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (input: { basketId: string; postalCode: string; deliveryType: DeliveryType }) =>
      (await apiRequest<AddressCheck>({ path: 'order/check-address', query: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: basketKeys.all }),
  });
}
