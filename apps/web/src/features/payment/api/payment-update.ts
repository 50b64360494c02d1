import { useQuery } from '@tanstack/react-query';
import type { PaymentUpdate } from '@tavola/domain/schemas/payment';
import { apiRequest } from '../../../api/client.ts';
import { paymentKeys } from './payment-keys.ts';

export type { PaymentUpdate };

/** While the provider has not decided, ask again this often. */
const UNDECIDED_POLL_MS = 3000;

/**
 * GET api/payment/update: the server asks the provider and answers its status (decision 004) —
 * the status a return URL may carry is never read. Asked afresh on every visit of the page.
 */
export function usePaymentUpdate(ids: { orderId: string | null; paymentId: string | null }, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.update(ids.orderId, ids.paymentId),
    queryFn: async () =>
      (
        await apiRequest<PaymentUpdate>({
          path: 'payment/update',
          query: ids.orderId ? { orderId: ids.orderId } : { paymentId: ids.paymentId },
        })
      ).data,
    enabled: enabled && (ids.orderId !== null || ids.paymentId !== null),
    gcTime: 0,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'open' || status === 'pending' ? UNDECIDED_POLL_MS : false;
    },
    meta: { silent: true },
  });
}
