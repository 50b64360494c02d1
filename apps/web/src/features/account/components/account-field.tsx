import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FieldBinding } from '../hooks/use-account-form.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

type Preset = { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'>;

/** E-mail and phone numbers read left to right even in Arabic; none of them gets spell-checked. */
const contactInput = { dir: 'auto', autoCapitalize: 'none', spellCheck: false } as const;

/**
 * How every account form asks for the same field: its label and what phones need to offer the
 * right keyboard and autofill. A form may still override any attribute (sign-in's e-mail is the username).
 */
const presets = {
  name: { label: 'account.fields.name', autoComplete: 'name' },
  email: { label: 'account.fields.email', type: 'email', inputMode: 'email', autoComplete: 'email', ...contactInput },
  mobile: { label: 'account.fields.mobile', type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'auto' },
  street: { label: 'account.fields.street', autoComplete: 'address-line1' },
  house_number: { label: 'account.fields.houseNumber' },
  postal_code: { label: 'account.fields.postalCode', autoComplete: 'postal-code', inputMode: 'numeric' },
  city: { label: 'account.fields.city', autoComplete: 'address-level2' },
  country: { label: 'account.fields.country', autoComplete: 'country-name' },
  birth_date: { label: 'account.fields.birthDate', type: 'date', autoComplete: 'bday' },
  company: { label: 'account.fields.company', autoComplete: 'organization' },
  note: { label: 'account.fields.note' },
} satisfies Record<string, Preset>;

export type AccountFieldName = keyof typeof presets;

interface AccountFieldProps<N extends AccountFieldName> extends Omit<TextFieldProps, 'label' | 'field' | 'form'> {
  form: { field: (name: N) => FieldBinding };
  name: N;
  label?: string;
}

/** A TextField for one of the account fields, bound to the form under the same name. */
export function AccountField<N extends AccountFieldName>({ form, name, label, ...input }: AccountFieldProps<N>) {
  const { t } = useTranslation();
  const { label: labelKey, ...preset }: Preset = presets[name];
  return <TextField {...preset} {...input} label={label ?? t(labelKey)} field={form.field(name)} />;
}
