import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerTables } from '@tavola/domain/schemas/owner-tables';
import { ownerRequest } from '../../../shared/owner-request.ts';

type TablesSection = { revision: number; value: OwnerTables };

export const ownerTablesKey = ['owner', 'tables'] as const;

export function useOwnerTables(token: string) {
  return useQuery({
    queryKey: ownerTablesKey,
    queryFn: () => ownerRequest<TablesSection>(token, { path: 'owner/tables' }),
    // The screen says what went wrong itself.
    meta: { silent: true },
  });
}

export function useSaveTables(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (save: { revision: number; value: OwnerTables }) =>
      ownerRequest<TablesSection>(token, { method: 'PUT', path: 'owner/tables', body: { revision: save.revision, ...save.value } }),
    onSuccess: (saved) => client.setQueryData(ownerTablesKey, saved),
  });
}
