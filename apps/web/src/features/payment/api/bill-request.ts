import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@tavola/domain/schemas/order';
import { apiRequest } from '../../../api/client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET api/order/bill-request: the guest at the table asks for the bill; the board shows it at once. */
export function useRequestBill(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await apiRequest<Order>({ path: 'order/bill-request', query: { order_id: orderId } });
      return { order: answer.data, message: answer.message.body };
    },
    onSuccess: ({ order }) => queryClient.setQueryData(paymentKeys.order(orderId), order),
  });
}
