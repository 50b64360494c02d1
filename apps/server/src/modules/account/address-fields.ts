import type { AddAddressRequest } from '@tavola/domain/schemas/account';
import type { AddressFields } from './address-repo.ts';
import { blankToNull } from './views.ts';

/** Request fields to columns; the optional ones are null when left empty. */
export function addressFields(form: Omit<AddAddressRequest, 'restaurantId' | 'lang'>): AddressFields {
  return {
    street: form.street,
    houseNumber: form.house_number,
    postalCode: form.postal_code,
    city: form.city,
    country: blankToNull(form.country),
    company: blankToNull(form.company),
    note: blankToNull(form.note),
  };
}
