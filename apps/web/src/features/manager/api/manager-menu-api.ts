import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BreakPattern } from '@tavola/domain/breaks/break-patterns';
import type { ManagerOrderingState, ManagerProduct, ManagerTable } from '@tavola/domain/schemas/manager';
import { apiRequest } from '../../../api/client.ts';
import { managerKeys } from './manager-api.ts';

const keys = {
  products: ['manager', 'products'] as const,
  breaks: ['manager', 'breaks'] as const,
};

export function useStockProducts(token: string) {
  return useQuery({
    queryKey: keys.products,
    queryFn: async () => (await apiRequest<ManagerProduct[]>({ path: 'managers/products', bearer: token })).data,
  });
}

export function useSetStock(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: { productId: number; stock: number | null }) =>
      (
        await apiRequest<ManagerProduct>({
          method: 'POST',
          path: 'managers/products/stock',
          bearer: token,
          body: change,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.products }),
  });
}

export function useBreakPatterns(token: string) {
  return useQuery({
    queryKey: keys.breaks,
    queryFn: async () => (await apiRequest<BreakPattern[]>({ path: 'managers/break-patterns', bearer: token })).data,
  });
}

/** create, update, stop and delete of break patterns; the list reloads after each. */
export function useBreakPatternAction(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, body }: { action: 'create' | 'update' | 'stop' | 'delete'; body: Record<string, unknown> }) =>
      (
        await apiRequest<BreakPattern | null>({
          method: 'POST',
          path: `managers/break-patterns/${action}`,
          bearer: token,
          body,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.breaks }),
  });
}

/** Pause, resume and busy; the restaurant answer (which carries the levers' state) reloads after each. */
export function useOrderingLever(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ lever, body }: { lever: 'pause' | 'resume' | 'busy'; body: Record<string, unknown> }) =>
      (
        await apiRequest<ManagerOrderingState>({
          method: 'POST',
          path: `managers/ordering/${lever}`,
          bearer: token,
          body,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: managerKeys.restaurant(token) }),
  });
}

export function useTableCodes(token: string) {
  return useQuery({
    queryKey: ['manager', 'tables'],
    queryFn: async () => (await apiRequest<ManagerTable[]>({ path: 'managers/tables', bearer: token })).data,
    staleTime: Infinity,
  });
}
