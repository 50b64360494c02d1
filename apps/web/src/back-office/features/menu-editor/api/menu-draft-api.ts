import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuDraft, MenuEntry, MenuEntryKind } from '@tavola/domain/schemas/menu-editor';
import { ownerRequest } from '../../../shared/owner-request.ts';

export const menuEditorKeys = {
  all: ['menu-editor'] as const,
  draft: ['menu-editor', 'draft'] as const,
  versions: ['menu-editor', 'versions'] as const,
  audit: ['menu-editor', 'audit'] as const,
  stock: ['menu-editor', 'stock'] as const,
  save: ['menu-editor', 'save'] as const,
};

export function draftQuery(token: string) {
  return queryOptions({
    queryKey: menuEditorKeys.draft,
    queryFn: () => ownerRequest<MenuDraft>(token, { path: 'owner/menu/draft' }),
    // Another owner's tab may save meanwhile: a returning owner sees the draft as it is now.
    refetchOnWindowFocus: true,
    // The page says it itself (signed out, owners only, could not load).
    meta: { silent: true },
  });
}

export function useDraft(token: string) {
  return useQuery(draftQuery(token));
}

export interface SaveEntry {
  kind: MenuEntryKind;
  key: string;
  /** null creates the entry. */
  revision: number | null;
  value: Record<string, unknown>;
}

/** Saves one entry at the revision it was edited on; the draft (and its "changed" flag) reloads after. */
export function useSaveEntry(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationKey: menuEditorKeys.save,
    mutationFn: ({ kind, key, revision, value }: SaveEntry) =>
      ownerRequest<MenuEntry>(token, {
        method: 'PUT',
        path: `owner/menu/draft/${kind}/${encodeURIComponent(key)}`,
        body: { revision, value },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: menuEditorKeys.draft }),
  });
}

export function useDeleteEntry(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ kind, key, revision }: { kind: MenuEntryKind; key: string; revision: number }) =>
      ownerRequest<null>(token, {
        method: 'DELETE',
        path: `owner/menu/draft/${kind}/${encodeURIComponent(key)}`,
        query: { revision },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: menuEditorKeys.draft }),
  });
}

/**
 * The new order of a kind's entries. The draft in the cache takes it at once (the dragged row stays
 * where it was dropped); a refusal puts the server's order back.
 */
export function useReorder(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ kind, keys }: { kind: MenuEntryKind; keys: string[] }) =>
      ownerRequest<null>(token, { method: 'POST', path: 'owner/menu/draft/reorder', body: { kind, keys } }),
    onMutate: async ({ kind, keys }) => {
      await client.cancelQueries({ queryKey: menuEditorKeys.draft });
      client.setQueryData<MenuDraft>(menuEditorKeys.draft, (draft) => draft && reordered(draft, kind, keys));
    },
    onSettled: () => client.invalidateQueries({ queryKey: menuEditorKeys.draft }),
  });
}

function reordered(draft: MenuDraft, kind: MenuEntryKind, keys: string[]): MenuDraft {
  const field = kind === 'attribute-groups' ? 'attributeGroups' : kind;
  const entries = draft[field] as { key: string }[];
  const position = new Map(keys.map((key, index) => [key, index]));
  const sorted = [...entries].sort(
    (a, b) => (position.get(a.key) ?? Number.MAX_SAFE_INTEGER) - (position.get(b.key) ?? Number.MAX_SAFE_INTEGER),
  );
  return { ...draft, [field]: sorted };
}

/** Throws the draft away: it equals the live menu again. */
export function useDiscardDraft(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: () => ownerRequest<null>(token, { method: 'POST', path: 'owner/menu/draft/discard', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: menuEditorKeys.all }),
  });
}
