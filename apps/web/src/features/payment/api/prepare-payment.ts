import { useMutation } from '@tanstack/react-query';
import type { PreparedPayment } from '@tavola/domain/schemas/payment';
import { apiRequest } from '../../../api/client.ts';

/** GET api/payment/prepare: a fresh link for the unpaid order of this basket (the failed-payment retry). */
export function usePreparePayment() {
  return useMutation({
    mutationFn: async (basketId: string) =>
      (await apiRequest<PreparedPayment>({ path: 'payment/prepare', query: { basketId } })).data,
    meta: { silent: true },
  });
}
