import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuVersion } from '@tavola/domain/schemas/menu-editor';
import { menuEditorKeys } from './menu-draft-api.ts';
import { ownerRequest } from '../../../shared/owner-request.ts';

/** Makes the draft the menu guests see; every publish is kept as a version. */
export function usePublish(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (note: string) =>
      ownerRequest<{ version: number }>(token, {
        method: 'POST',
        path: 'owner/menu/publish',
        body: note.trim() ? { note: note.trim() } : {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: menuEditorKeys.all }),
  });
}

export function useVersions(token: string) {
  return useQuery({
    queryKey: menuEditorKeys.versions,
    queryFn: () => ownerRequest<MenuVersion[]>(token, { path: 'owner/menu/versions' }),
  });
}

/** Brings an earlier version back as a new live version (the draft follows). */
export function useRollback(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (version: number) =>
      ownerRequest<{ version: number }>(token, {
        method: 'POST',
        path: `owner/menu/versions/${version}/rollback`,
        body: {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: menuEditorKeys.all }),
  });
}

/** A short-lived link that shows the storefront with the draft. */
export function createPreviewLink(token: string) {
  return ownerRequest<{ token: string; expiresAt: string }>(token, {
    method: 'POST',
    path: 'owner/menu/preview-link',
    body: {},
  });
}
