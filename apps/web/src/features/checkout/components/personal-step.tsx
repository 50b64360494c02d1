import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DetailField, FieldRule, GuestDetails } from '../lib/guest-details.ts';
import { CheckoutField } from './checkout-field.tsx';
import { InlineAlert } from './inline-alert.tsx';
import { StepContinue } from './step-continue.tsx';

/** How each field is typed and filled by the browser; wide fields take the whole row. */
const INPUTS: Partial<
  Record<DetailField, InputHTMLAttributes<HTMLInputElement> & { wide?: boolean; multiline?: boolean }>
> = {
  name: { autoComplete: 'name', wide: true },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false },
  mobile: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  birth_date: { type: 'date', autoComplete: 'bday' },
  company: { autoComplete: 'organization' },
  address: { autoComplete: 'address-line1', wide: true },
  house_number: {},
  postalCode: { inputMode: 'numeric', autoComplete: 'postal-code' },
  city: { autoComplete: 'address-level2' },
  country: { autoComplete: 'country-name' },
  comment: { wide: true, multiline: true, maxLength: 500 },
};

interface PersonalStepProps {
  rules: FieldRule[];
  details: GuestDetails;
  onChange: (field: DetailField, value: string) => void;
  errors: Partial<Record<DetailField, string>>;
  error: string | null;
  busy: boolean;
  onContinue: () => void;
}

/** Step 'personal information': the restaurant's fields, required ones marked *, remembered for next time. */
export function PersonalStep({ rules, details, onChange, errors, error, busy, onContinue }: PersonalStepProps) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-4 text-sm text-muted">{t('checkout.personal.intro')}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {rules.map(({ field, required }) => {
          const { wide, multiline, ...input } = INPUTS[field] ?? {};
          return (
            <CheckoutField
              key={field}
              {...input}
              name={field}
              label={t(`checkout.fields.${field}`)}
              value={details[field] ?? ''}
              onChange={(value) => onChange(field, value)}
              error={errors[field]}
              required={required}
              multiline={multiline}
              className={wide ? 'sm:col-span-2' : ''}
            />
          );
        })}
      </div>
      <p className="mt-4 flex items-center gap-2 text-xs text-muted">{t('checkout.personal.remembered')}</p>
      <div className="mt-4">
        <InlineAlert message={error} />
      </div>
      <StepContinue onClick={onContinue} busy={busy} busyLabel={t('checkout.personal.saving')} />
    </div>
  );
}
