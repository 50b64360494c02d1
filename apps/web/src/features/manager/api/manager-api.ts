import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BoardOrder,
  BoardOrdersPage,
  ManagerRestaurant,
  ManagerSummary,
} from '@tavola/domain/schemas/manager';
import type { OrderStatus } from '@tavola/domain/schemas/order';
import { apiRequest } from '../../../api/client.ts';
import { ApiError } from '../../../api/api-error.ts';
import { setManagerToken } from '../../../api/manager-token.ts';

export interface BoardFilter {
  from: string;
  to: string;
  by: 'create' | 'delivery';
}

/** A board shows one range at once; 500 is the server's page limit and more than any day's orders. */
const BOARD_PAGE_SIZE = 500;

/** A refused manager token (expired, signed out elsewhere, removed by the CLI) ends the board session. */
export async function asManager<T>(token: string, run: (bearer: string) => Promise<T>): Promise<T> {
  try {
    return await run(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) setManagerToken(null);
    throw error;
  }
}

export const managerKeys = {
  all: ['manager'] as const,
  restaurant: (token: string) => ['manager', 'restaurant', token] as const,
  orders: (filter: BoardFilter) => ['manager', 'orders', filter] as const,
  summary: (filter: BoardFilter) => ['manager', 'summary', filter] as const,
};

export function managerRestaurantQuery(token: string) {
  return queryOptions({
    queryKey: managerKeys.restaurant(token),
    queryFn: () =>
      asManager(
        token,
        async (bearer) => (await apiRequest<ManagerRestaurant>({ path: 'managers/restaurant', bearer })).data,
      ),
    // It carries the pause and busy levers, which end by themselves.
    refetchInterval: 60_000,
  });
}

export function boardOrdersQuery(token: string, filter: BoardFilter) {
  return queryOptions({
    queryKey: managerKeys.orders(filter),
    queryFn: () =>
      asManager(
        token,
        async (bearer) =>
          (
            await apiRequest<BoardOrdersPage>({
              path: 'managers/order',
              bearer,
              query: { from_date: filter.from, to_date: filter.to, filter_type: filter.by, per_page: BOARD_PAGE_SIZE },
            })
          ).data,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBoardOrders(token: string, filter: BoardFilter) {
  return useQuery(boardOrdersQuery(token, filter));
}

/** The till's figures; the kitchen never asks for them (decision 086). */
export function useDaySummary(token: string, filter: BoardFilter, enabled = true) {
  return useQuery({
    enabled,
    queryKey: managerKeys.summary(filter),
    queryFn: () =>
      asManager(
        token,
        async (bearer) =>
          (
            await apiRequest<ManagerSummary>({
              path: 'managers/summary',
              bearer,
              query: { from_date: filter.from, to_date: filter.to },
            })
          ).data,
      ),
    placeholderData: keepPreviousData,
  });
}

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  reason?: string;
  readyInMinutes?: number;
}

/** Moves an order; the board's lists refresh from the server (the stream tells the other boards). */
export function useChangeStatus(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) =>
      asManager(
        token,
        async (bearer) =>
          (
            await apiRequest<BoardOrder>({
              method: 'POST',
              path: 'managers/order/change-status',
              bearer,
              body: { ...change },
            })
          ).data,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: managerKeys.all }),
  });
}

export async function signInManager(email: string, password: string): Promise<void> {
  const answer = await apiRequest<{ access_token: string }>({
    method: 'POST',
    path: 'managers/login',
    body: { email, password },
  });
  setManagerToken(answer.data.access_token);
}

export async function setManagerPassword(token: string, password: string): Promise<void> {
  const answer = await apiRequest<{ access_token: string }>({
    method: 'POST',
    path: 'managers/set-password',
    body: { token, password },
  });
  setManagerToken(answer.data.access_token);
}

/** Signs out on the server (the token stops working everywhere) and forgets it here. */
export async function signOutManager(token: string): Promise<void> {
  try {
    await apiRequest({ path: 'managers/logout', bearer: token });
  } finally {
    setManagerToken(null);
  }
}
