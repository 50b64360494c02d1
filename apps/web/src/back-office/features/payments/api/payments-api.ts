import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerPaymentsSection, OwnerProvider } from '@tavola/domain/schemas/owner-payments';
import { isApiError } from '../../../../api/api-error.ts';
import { apiRequest } from '../../../../api/client.ts';
import { setManagerToken } from '../../../../api/manager-token.ts';
import { ownerRequest } from '../../../shared/owner-request.ts';

export const paymentsKey = ['owner-payments'] as const;

export function paymentsQuery(token: string) {
  return queryOptions({
    queryKey: paymentsKey,
    queryFn: () => ownerRequest<OwnerPaymentsSection>(token, { path: 'owner/payments' }),
    refetchOnWindowFocus: true,
    meta: { silent: true },
  });
}

export function usePayments(token: string) {
  return useQuery(paymentsQuery(token));
}

/** Every save answers the whole section; a refused one (409 stale, 422) reloads it so the screen shows what is true. */
function useSectionSave<V>(token: string, request: (value: V, revision: number) => Parameters<typeof ownerRequest>[1]) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (value: V) => {
      const revision = client.getQueryData<OwnerPaymentsSection>(paymentsKey)?.revision ?? 0;
      return ownerRequest<OwnerPaymentsSection>(token, request(value, revision));
    },
    onSuccess: (section) => client.setQueryData(paymentsKey, section),
    onError: (error) => {
      if (isApiError(error) && (error.status === 409 || error.status === 422)) void client.invalidateQueries({ queryKey: paymentsKey });
    },
  });
}

export function useSaveMethods(token: string) {
  return useSectionSave<{ method: string; deliveryTypes: string[] }[]>(token, (methods, revision) => ({
    method: 'PUT',
    path: 'owner/payments/methods',
    body: { revision, methods },
  }));
}

export function useSaveCredentials(token: string) {
  return useSectionSave<{ provider: OwnerProvider; credentials: Record<string, string> }>(token, ({ provider, credentials }, revision) => ({
    method: 'PUT',
    path: `owner/payments/credentials/${provider}`,
    body: { revision, credentials },
  }));
}

export function useRemoveCredentials(token: string) {
  return useSectionSave<OwnerProvider>(token, (provider, revision) => ({
    method: 'DELETE',
    path: `owner/payments/credentials/${provider}`,
    query: { revision },
  }));
}

/** Asks the provider; the answer's message (in the owner's language) is what the screen shows. */
export function useTestConnection(token: string) {
  return useMutation({
    meta: { silent: true },
    mutationFn: async ({ provider, credentials }: { provider: OwnerProvider; credentials?: Record<string, string> }) => {
      try {
        const answer = await apiRequest<{ ok: true }>({
          method: 'POST',
          path: `owner/payments/credentials/${provider}/test`,
          body: credentials ? { credentials } : {},
          bearer: token,
        });
        return answer.message.body;
      } catch (error) {
        if (isApiError(error) && error.status === 401) setManagerToken(null);
        throw error;
      }
    },
  });
}
