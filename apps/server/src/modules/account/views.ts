import type { CustomerAddress, CustomerProfile } from '@tavola/domain/schemas/account';
import type { AddressRow } from './address-repo.ts';
import type { UserRow } from './repo.ts';

/** The profile as the storefront sees it: never the password hash or internal columns. */
export function profileView(user: UserRow): CustomerProfile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    postal_code: user.postalCode,
    birth_date: user.birthDate,
    street: user.street,
    house_number: user.houseNumber,
    city: user.city,
    company: user.company,
    lang: user.lang,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

export function addressView(address: AddressRow): CustomerAddress {
  return {
    id: address.id,
    street: address.street,
    house_number: address.houseNumber,
    postal_code: address.postalCode,
    city: address.city,
    country: address.country,
    company: address.company,
    note: address.note,
    created_at: address.createdAt.toISOString(),
    updated_at: address.updatedAt.toISOString(),
  };
}

/** Optional text from a form: '' and null both mean "not given". */
export function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}
