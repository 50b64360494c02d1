import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDER_HISTORY_PAGE_SIZE } from '@tavola/domain/schemas/account';
import type { Order } from '@tavola/domain/schemas/order';
import { apiRequest } from '../../../api/client.ts';
import { accountKeys } from './account-keys.ts';

export type { Order };

/** One page of the list, with the numbers for 'from–to of total' (null from/to on an empty page). */
export interface OrderHistoryPage {
  current_page: number;
  per_page: number;
  last_page: number;
  total: number;
  from: number | null;
  to: number | null;
  data: Order[];
}

/** GET api/order/history: the customer's own orders, newest first. */
export function useOrderHistory(page: number) {
  return useQuery({
    queryKey: accountKeys.orders(page),
    queryFn: async () =>
      (
        await apiRequest<OrderHistoryPage>({
          path: 'order/history',
          query: { page, per_page: ORDER_HISTORY_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
    // Always asked again when shown: an order placed a moment ago must be on the list.
    staleTime: 0,
  });
}
