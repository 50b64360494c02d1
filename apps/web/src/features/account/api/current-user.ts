import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CustomerProfile } from '@tavola/domain/schemas/account';
import { apiRequest } from '../../../api/client.ts';
import { isUsablePrivateToken, subscribePrivateToken } from '../../../api/token.ts';
import { readStorage, storageKeys } from '../../../lib/storage.ts';
import { accountKeys } from './account-keys.ts';

export type { CustomerProfile };

/**
 * The stored customer token, or null (none, expired, or another restaurant's). Re-renders on
 * login, logout, a refused token and another tab's change.
 */
export function usePrivateToken(): string | null {
  const stored = useSyncExternalStore(
    subscribePrivateToken,
    () => readStorage(storageKeys.privateToken),
    () => null,
  );
  return stored && isUsablePrivateToken(stored) ? stored : null;
}

export function currentUserQuery(token: string | null) {
  return queryOptions({
    queryKey: accountKeys.user(token),
    queryFn: async () => (await apiRequest<CustomerProfile>({ path: 'auth/user' })).data,
    enabled: token !== null,
    staleTime: 5 * 60_000,
    // A refused token is dropped by the client (the guest is then simply logged out); nothing to show.
    meta: { silent: true },
  });
}

/**
 * Spec §4: with a stored private token the customer is logged in automatically — the user is
 * fetched; a token the server refuses (expired, revoked) is dropped and the public one takes over.
 */
export function useCurrentUser() {
  return useQuery(currentUserQuery(usePrivateToken()));
}
