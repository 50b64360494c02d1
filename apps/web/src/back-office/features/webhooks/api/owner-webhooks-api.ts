import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookEndpoint, UpdateWebhookEndpoint, WebhookDeliveryView, WebhookEndpointView } from '@tavola/domain/schemas/webhooks';
import { ownerRequest } from '../../../shared/owner-request.ts';

export const webhooksKey = ['owner', 'webhooks'] as const;
const deliveriesKey = (endpointId: string) => ['owner', 'webhooks', endpointId, 'deliveries'] as const;

export function useWebhookEndpoints(token: string) {
  return useQuery({
    queryKey: webhooksKey,
    queryFn: () => ownerRequest<WebhookEndpointView[]>(token, { path: 'owner/webhooks' }),
    meta: { silent: true },
  });
}

/** The answer carries the signing secret: the only time the owner sees it. */
export function useCreateWebhookEndpoint(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: Omit<CreateWebhookEndpoint, 'restaurantId' | 'lang'>) =>
      ownerRequest<WebhookEndpointView & { secret: string }>(token, { method: 'POST', path: 'owner/webhooks', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useUpdateWebhookEndpoint(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, ...body }: Omit<UpdateWebhookEndpoint, 'restaurantId' | 'lang'> & { id: string }) =>
      ownerRequest<WebhookEndpointView>(token, { method: 'PATCH', path: `owner/webhooks/${encodeURIComponent(id)}`, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useRemoveWebhookEndpoint(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => ownerRequest<{ removed: true }>(token, { method: 'DELETE', path: `owner/webhooks/${encodeURIComponent(id)}` }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useWebhookDeliveries(token: string, endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: () => ownerRequest<WebhookDeliveryView[]>(token, { path: `owner/webhooks/${encodeURIComponent(endpointId)}/deliveries` }),
    meta: { silent: true },
  });
}

export function useResendDelivery(token: string, endpointId: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (deliveryId: number) =>
      ownerRequest<WebhookDeliveryView>(token, { method: 'POST', path: `owner/webhooks/deliveries/${deliveryId}/resend`, body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
