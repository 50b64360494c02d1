import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagerProduct } from '@tavola/domain/schemas/manager';
import { menuEditorKeys } from './menu-draft-api.ts';
import { ownerRequest } from '../../../shared/owner-request.ts';

/** The live stock of the dishes on sale: sold out is a lever that acts at once, never a draft change. */
export function useLiveStock(token: string) {
  return useQuery({
    queryKey: menuEditorKeys.stock,
    queryFn: () => ownerRequest<ManagerProduct[]>(token, { path: 'managers/products' }),
  });
}

export function useSetLiveStock(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (change: { productId: number; stock: number | null }) =>
      ownerRequest<ManagerProduct>(token, { method: 'POST', path: 'managers/products/stock', body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: menuEditorKeys.stock }),
  });
}
