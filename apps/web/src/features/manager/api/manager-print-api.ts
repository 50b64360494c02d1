import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { asManager } from './manager-api.ts';

/**
 * The board's print button sends the order's tickets to the kitchen's network printers (decision 092)
 * and answers the server's message ('Sent to the printer.'). Without a printer for the order the server
 * refuses with printers_none, and the board prints the ticket through the browser as before.
 */
export function useReprintOrder(token: string) {
  return useMutation({
    meta: { silent: true },
    mutationFn: (orderId: string) =>
      asManager(token, async (bearer) => {
        const answer = await apiRequest<{ queued: number }>({
          method: 'POST',
          path: 'managers/order/reprint',
          bearer,
          body: { orderId },
        });
        return answer.message.body;
      }),
  });
}
