import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverySection, SaveDeliveryRequest, SaveTipsRequest, TipSettings } from '@tavola/domain/schemas/owner-delivery';
import { ownerRequest } from '../../../shared/owner-request.ts';

export const deliveryKey = ['owner', 'delivery'] as const;
export const tipsKey = ['owner', 'tips'] as const;
type TipSection = { revision: number; value: TipSettings };

export function useDeliverySection(token: string) {
  return useQuery({ queryKey: deliveryKey, queryFn: () => ownerRequest<DeliverySection>(token, { path: 'owner/delivery' }), meta: { silent: true } });
}

export function useTipSection(token: string) {
  return useQuery({ queryKey: tipsKey, queryFn: () => ownerRequest<TipSection>(token, { path: 'owner/tips' }), meta: { silent: true } });
}

/** Saves and puts the answer in the cache; a 409 reloads the section (the screen says so). */
export function useSaveDelivery(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SaveDeliveryRequest, 'restaurantId' | 'lang'>) =>
      ownerRequest<DeliverySection>(token, { method: 'PUT', path: 'owner/delivery', body }),
    onSuccess: (section) => client.setQueryData(deliveryKey, section),
    meta: { silent: true },
  });
}

export function useSaveTips(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SaveTipsRequest, 'restaurantId' | 'lang'>) => ownerRequest<TipSection>(token, { method: 'PUT', path: 'owner/tips', body }),
    onSuccess: (section) => client.setQueryData(tipsKey, section),
    meta: { silent: true },
  });
}
