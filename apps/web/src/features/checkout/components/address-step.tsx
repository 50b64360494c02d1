import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../ui/icon.tsx';
import type { CustomerAddress } from '../api/customer.ts';
import type { DetailField, GuestDetails } from '../lib/guest-details.ts';
import { CheckoutField } from './checkout-field.tsx';
import { InlineAlert } from './inline-alert.tsx';
import { StepContinue } from './step-continue.tsx';

interface AddressStepProps {
  details: GuestDetails;
  onChange: (field: DetailField, value: string) => void;
  errors: Partial<Record<DetailField, string>>;
  savedAddresses: CustomerAddress[];
  error: string | null;
  busy: boolean;
  onContinue: () => void;
}

function sameAddress(details: GuestDetails, saved: CustomerAddress): boolean {
  return (
    (details.address ?? '') === saved.street &&
    (details.house_number ?? '') === saved.house_number &&
    (details.postalCode ?? '') === saved.postal_code &&
    (details.city ?? '') === saved.city
  );
}

/**
 * Step 'Delivery Address': street, number, postal code and city; a logged-in customer picks one of
 * their saved addresses instead. The postal code is checked against the delivery area on Continue.
 */
export function AddressStep({ details, onChange, errors, savedAddresses, error, busy, onContinue }: AddressStepProps) {
  const { t } = useTranslation();
  const pick = (saved: CustomerAddress) => {
    onChange('address', saved.street);
    onChange('house_number', saved.house_number);
    onChange('postalCode', saved.postal_code);
    onChange('city', saved.city);
    if (saved.company) onChange('company', saved.company);
  };
  return (
    <div>
      <p className="mb-4 text-sm text-muted">{t('checkout.address.intro')}</p>
      {savedAddresses.length > 0 && (
        <fieldset className="mb-5" data-testid="saved-addresses">
          <legend className="mb-2 text-sm font-semibold">{t('checkout.address.saved')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {savedAddresses.map((saved) => {
              const line = `${saved.street} ${saved.house_number}, ${saved.postal_code} ${saved.city}`;
              const checked = sameAddress(details, saved);
              return (
                <label
                  key={saved.id}
                  className={`flex cursor-pointer items-start gap-3 rounded-2xl p-3.5 text-sm ring-1 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary ${
                    checked ? 'bg-primary/5 ring-2 ring-primary' : 'ring-line hover:bg-stone-50'
                  }`}
                >
                  <input
                    type="radio"
                    name="saved-address"
                    className="sr-only"
                    checked={checked}
                    onChange={() => pick(saved)}
                  />
                  <Icon
                    name="pin"
                    className={`mt-0.5 size-5 shrink-0 ${checked ? 'text-primary-ink' : 'text-muted'}`}
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold">
                      {saved.street} {saved.house_number}
                    </span>
                    <span className="block text-muted">
                      {saved.postal_code} {saved.city}
                    </span>
                    <span className="sr-only">{t('checkout.address.useSaved', { address: line })}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <div className="grid grid-cols-[1fr_6.5rem] gap-3 sm:max-w-xl">
        <CheckoutField
          name="address"
          label={t('checkout.fields.address')}
          value={details.address ?? ''}
          onChange={(value) => onChange('address', value)}
          error={errors.address}
          required
          autoComplete="address-line1"
        />
        <CheckoutField
          name="house_number"
          label={t('checkout.fields.house_number')}
          value={details.house_number ?? ''}
          onChange={(value) => onChange('house_number', value)}
          error={errors.house_number}
          required
        />
        <CheckoutField
          name="postalCode"
          label={t('checkout.fields.postalCode')}
          value={details.postalCode ?? ''}
          onChange={(value) => onChange('postalCode', value)}
          error={errors.postalCode}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          className="col-span-2 sm:col-span-1 sm:w-40"
        />
        <CheckoutField
          name="city"
          label={t('checkout.fields.city')}
          value={details.city ?? ''}
          onChange={(value) => onChange('city', value)}
          error={errors.city}
          required
          autoComplete="address-level2"
          className="col-span-2 sm:col-span-2"
        />
      </div>
      <div className="mt-4">
        <InlineAlert message={error} />
      </div>
      <StepContinue onClick={onContinue} busy={busy} busyLabel={t('checkout.address.checking')} />
    </div>
  );
}
