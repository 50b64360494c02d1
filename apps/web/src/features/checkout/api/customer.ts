import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CustomerAddress, CustomerProfile } from '@tavola/domain/schemas/account';
import { apiRequest } from '../../../api/client.ts';
import { isUsablePrivateToken, subscribePrivateToken } from '../../../api/token.ts';
import { readStorage, storageKeys } from '../../../lib/storage.ts';
import { checkoutKeys } from './checkout-keys.ts';

export type { CustomerAddress, CustomerProfile };

/** The logged-in customer's token, or null; re-renders on login and logout. */
export function useCustomerToken(): string | null {
  const stored = useSyncExternalStore(
    subscribePrivateToken,
    () => readStorage(storageKeys.privateToken),
    () => null,
  );
  return stored && isUsablePrivateToken(stored) ? stored : null;
}

/** The customer's profile: their details prefill the personal-information step. */
export function useCustomerProfile(token: string | null) {
  return useQuery({
    queryKey: checkoutKeys.profile(token),
    queryFn: async () => (await apiRequest<CustomerProfile>({ path: 'auth/user' })).data,
    enabled: token !== null,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/** GET api/auth/user/address: a logged-in customer picks one of them at the delivery-address step. */
export function useSavedAddresses(token: string | null) {
  return useQuery({
    queryKey: checkoutKeys.addresses(token),
    queryFn: async () => (await apiRequest<CustomerAddress[]>({ path: 'auth/user/address' })).data,
    enabled: token !== null,
    meta: { silent: true },
  });
}
