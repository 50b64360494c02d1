import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BrandValue,
  LanguagesValue,
  SaveBrandRequest,
  SaveLanguagesRequest,
} from '@tavola/domain/schemas/owner-brand';
import type { SetupOverview } from '@tavola/domain/schemas/owner-setup';
import { ownerRequest } from '../../../shared/owner-request.ts';

export const setupKey = ['owner', 'setup'] as const;
export const brandKey = ['owner', 'brand'] as const;
export const languagesKey = ['owner', 'languages'] as const;

type Section<T> = { revision: number; value: T };
type Body<T> = Omit<T, 'restaurantId' | 'lang'>;

export function useSetupOverview(token: string) {
  return useQuery({
    queryKey: setupKey,
    queryFn: () => ownerRequest<SetupOverview>(token, { path: 'owner/setup' }),
    meta: { silent: true },
  });
}

export function useGoLive(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: () => ownerRequest<SetupOverview>(token, { method: 'POST', path: 'owner/setup/go-live', body: {} }),
    onSuccess: (overview) => client.setQueryData(setupKey, overview),
  });
}

export function useBrandSection(token: string) {
  return useQuery({
    queryKey: brandKey,
    queryFn: () => ownerRequest<Section<BrandValue>>(token, { path: 'owner/brand' }),
    meta: { silent: true },
  });
}

export function useSaveBrand(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: Body<SaveBrandRequest>) =>
      ownerRequest<Section<BrandValue>>(token, { method: 'PUT', path: 'owner/brand', body }),
    onSuccess: (section) => {
      client.setQueryData(brandKey, section);
      void client.invalidateQueries({ queryKey: setupKey });
    },
  });
}

export function useLanguagesSection(token: string) {
  return useQuery({
    queryKey: languagesKey,
    queryFn: () => ownerRequest<Section<LanguagesValue>>(token, { path: 'owner/languages' }),
    meta: { silent: true },
  });
}

export function useSaveLanguages(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: Body<SaveLanguagesRequest>) =>
      ownerRequest<Section<LanguagesValue>>(token, { method: 'PUT', path: 'owner/languages', body }),
    onSuccess: (section) => {
      client.setQueryData(languagesKey, section);
      void client.invalidateQueries({ queryKey: setupKey });
    },
  });
}
