import { useQuery } from '@tanstack/react-query';
import type { Order } from '@tavola/domain/schemas/order';
import { apiRequest } from '../../../api/client.ts';
import { paymentKeys } from './payment-keys.ts';

export type { Order };

/** GET api/order: the order the status page shows; its id is the key (spec §7). */
export function useOrder(orderId: string | null) {
  return useQuery({
    queryKey: paymentKeys.order(orderId),
    queryFn: async () => (await apiRequest<Order>({ path: 'order', query: { orderId } })).data,
    enabled: orderId !== null,
    staleTime: 30_000,
    meta: { silent: true },
  });
}
