import { useInfiniteQuery } from '@tanstack/react-query';
import type { MenuAuditEntry } from '@tavola/domain/schemas/menu-editor';
import { menuEditorKeys } from './menu-draft-api.ts';
import { ownerRequest } from '../../../shared/owner-request.ts';

const PAGE = 50;

/** Who changed what, newest first, 50 at a time ("Show older" asks for those before the last one). */
export function useAudit(token: string) {
  return useInfiniteQuery({
    queryKey: menuEditorKeys.audit,
    queryFn: ({ pageParam }) =>
      ownerRequest<MenuAuditEntry[]>(token, {
        path: 'owner/menu/audit',
        query: { before: pageParam ?? undefined, limit: PAGE },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.length < PAGE ? null : (last.at(-1)?.id ?? null)),
  });
}
