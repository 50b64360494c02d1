import { signUpRequestSchema, PASSWORD_MIN_LENGTH } from '@tavola/domain/schemas/account';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CustomerProfile } from '../api/current-user.ts';
import { useSignUp } from '../api/sign-up.ts';
import type { AuthView } from '../hooks/auth-view.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { FormAlert } from './form-alert.tsx';
import { SwitchLine } from './sign-in-form.tsx';
import { SubmitButton } from './submit-button.tsx';
import { PasswordField, TextField } from './text-field.tsx';

const EMPTY = {
  name: '',
  email: '',
  mobile: '',
  password: '',
  password_confirmation: '',
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  birth_date: '',
  company: '',
};

/** Optional fields left empty are not sent at all. */
function withoutEmpty(values: typeof EMPTY) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}

/** Sign-up, then the automatic login (spec §4); optional details fold away below the required ones. */
export function SignUpForm({
  onDone,
  onSwitch,
}: {
  onDone: (user: CustomerProfile) => void;
  onSwitch: (view: AuthView) => void;
}) {
  const { t } = useTranslation();
  const form = useAccountForm(signUpRequestSchema, EMPTY, withoutEmpty);
  const signUp = useSignUp();
  const optionalErrors = ['street', 'house_number', 'postal_code', 'city', 'birth_date', 'company'].some(
    (name) => form.field(name as keyof typeof EMPTY).error,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    signUp.mutate(input, { onSuccess: ({ user }) => onDone(user), onError: form.showError });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="sign-up-form">
      <TextField
        label={t('account.fields.name')}
        field={form.field('name')}
        autoComplete="name"
        requiredMark
        autoFocus
      />
      <TextField
        label={t('account.fields.email')}
        field={form.field('email')}
        type="email"
        dir="auto"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        requiredMark
      />
      <TextField
        label={t('account.fields.mobile')}
        field={form.field('mobile')}
        type="tel"
        dir="auto"
        autoComplete="tel"
        inputMode="tel"
        hint={t('account.fields.mobileHint')}
        requiredMark
      />
      <PasswordField
        label={t('account.fields.password')}
        field={form.field('password')}
        autoComplete="new-password"
        hint={t('account.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        requiredMark
      />
      <PasswordField
        label={t('account.fields.passwordConfirmation')}
        field={form.field('password_confirmation')}
        autoComplete="new-password"
        requiredMark
      />
      <details className="group rounded-2xl ring-1 ring-line" open={optionalErrors || undefined}>
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
          {t('account.auth.optionalDetails')}
          <span aria-hidden="true" className="text-lg leading-none text-muted transition group-open:rotate-45">
            +
          </span>
        </summary>
        <div className="grid grid-cols-[1fr_7.5rem] gap-3 px-4 pb-4">
          <TextField label={t('account.fields.street')} field={form.field('street')} autoComplete="address-line1" />
          <TextField label={t('account.fields.houseNumber')} field={form.field('house_number')} />
          <TextField
            label={t('account.fields.postalCode')}
            field={form.field('postal_code')}
            autoComplete="postal-code"
            inputMode="numeric"
            className="col-span-2 sm:col-span-1"
          />
          <TextField
            label={t('account.fields.city')}
            field={form.field('city')}
            autoComplete="address-level2"
            className="col-span-2 sm:col-span-1"
          />
          <TextField
            label={t('account.fields.birthDate')}
            field={form.field('birth_date')}
            type="date"
            autoComplete="bday"
            className="col-span-2"
          />
          <TextField
            label={t('account.fields.company')}
            field={form.field('company')}
            autoComplete="organization"
            className="col-span-2"
          />
        </div>
      </details>
      <FormAlert message={form.formError} />
      <SubmitButton busy={signUp.isPending} busyLabel={t('account.auth.signingUp')} testId="sign-up-submit">
        {t('account.auth.signUp')}
      </SubmitButton>
      <SwitchLine
        question={t('account.auth.haveAccount')}
        action={t('account.auth.signIn')}
        onClick={() => onSwitch('signIn')}
      />
    </form>
  );
}
