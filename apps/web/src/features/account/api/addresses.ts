import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddAddressRequest, CustomerAddress, EditAddressRequest } from '@tavola/domain/schemas/account';
import type { UserInfo } from '@tavola/domain/schemas/basket';
import { apiRequest } from '../../../api/client.ts';
import { accountKeys } from './account-keys.ts';

export type { CustomerAddress };

/** GET api/auth/user/address: the server searches street, number, postal code, city and company. */
export function useAddresses(search: string) {
  const trimmed = search.trim();
  return useQuery({
    queryKey: accountKeys.addresses(trimmed),
    queryFn: async () =>
      (await apiRequest<CustomerAddress[]>({ path: 'auth/user/address', query: { search: trimmed || undefined } }))
        .data,
    // While a new search runs, the previous list stays instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

export type AddressFields = Omit<AddAddressRequest, 'restaurantId' | 'lang'>;

/** Add (no id) or edit (with id: the whole address replaces the stored one). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: AddressFields & { id?: number }) => {
      const path = fields.id === undefined ? 'auth/user/address/add' : 'auth/user/address/edit';
      const answer = await apiRequest<CustomerAddress>({
        method: 'POST',
        path,
        body: fields satisfies AddressFields | EditAddressRequest,
      });
      return { address: answer.data, message: answer.message.body };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addressLists }),
    meta: { silent: true },
  });
}

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest({ method: 'PUT', path: 'auth/user/address/remove', body: { id } })).message.body,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addressLists }),
  });
}

/**
 * A saved address as the checkout's personal details (api/basket/add-address userInfo): what a
 * delivery-address picker puts into the basket when the customer chooses it.
 */
export function addressAsUserInfo(
  address: CustomerAddress,
): Pick<UserInfo, 'address' | 'house_number' | 'postalCode' | 'city' | 'country' | 'company'> {
  return {
    address: address.street,
    house_number: address.house_number,
    postalCode: address.postal_code,
    city: address.city,
    country: address.country,
    company: address.company,
  };
}
