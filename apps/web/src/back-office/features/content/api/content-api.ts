import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, InformationPages, LegalPages } from '@tavola/domain/schemas/owner-content';
import { ownerRequest } from '../../../shared/owner-request.ts';

export interface Section<T> {
  revision: number;
  value: T;
}

export const contentKeys = {
  legal: ['owner', 'content', 'legal'] as const,
  announcement: ['owner', 'content', 'announcement'] as const,
};

export function useLegalPages(token: string) {
  return useQuery({
    queryKey: contentKeys.legal,
    queryFn: () => ownerRequest<Section<LegalPages>>(token, { path: 'owner/content/legal' }),
  });
}

export function useSaveLegalPages(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (save: { revision: number; value: LegalPages }) =>
      ownerRequest<Section<LegalPages>>(token, { method: 'PUT', path: 'owner/content/legal', body: { revision: save.revision, ...save.value } }),
    onSuccess: (saved) => client.setQueryData(contentKeys.legal, saved),
  });
}

export function useAnnouncement(token: string) {
  return useQuery({
    queryKey: contentKeys.announcement,
    queryFn: () => ownerRequest<Section<Announcement>>(token, { path: 'owner/content/announcement' }),
  });
}

export function useSaveAnnouncement(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (save: { revision: number; value: Announcement }) =>
      ownerRequest<Section<Announcement>>(token, { method: 'PUT', path: 'owner/content/announcement', body: { revision: save.revision, ...save.value } }),
    onSuccess: (saved) => client.setQueryData(contentKeys.announcement, saved),
  });
}

export const informationKey = ['owner', 'content', 'information-pages'] as const;

export function useInformationPages(token: string) {
  return useQuery({
    queryKey: informationKey,
    queryFn: () => ownerRequest<Section<InformationPages>>(token, { path: 'owner/content/information-pages' }),
  });
}

export function useSaveInformationPages(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (save: { revision: number; value: InformationPages }) =>
      ownerRequest<Section<InformationPages>>(token, { method: 'PUT', path: 'owner/content/information-pages', body: { revision: save.revision, ...save.value } }),
    onSuccess: (saved) => client.setQueryData(informationKey, saved),
  });
}
