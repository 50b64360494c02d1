import { signUpRequestSchema, PASSWORD_MIN_LENGTH } from '@tavola/domain/schemas/account';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CustomerProfile } from '../api/current-user.ts';
import { useState } from 'react';
import { useSignUp } from '../api/sign-up.ts';
import { useBotCheck } from '../../../lib/bot-check.ts';
import { HoneypotField } from '../../../ui/honeypot-field.tsx';
import type { AuthView } from '../hooks/auth-view.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountField } from './account-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SwitchLine } from './sign-in-form.tsx';
import { SubmitButton } from './submit-button.tsx';
import { PasswordField } from './text-field.tsx';

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
  const bot = useBotCheck('signup');
  const [checkMail, setCheckMail] = useState(false);
  const optionalErrors = ['street', 'house_number', 'postal_code', 'city', 'birth_date', 'company'].some(
    (name) => form.field(name as keyof typeof EMPTY).error,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    void bot.fields().then((fields) =>
      signUp.mutate(
        { ...input, ...fields },
        {
          onSuccess: (outcome) => {
            if (outcome.user) onDone(outcome.user);
            else setCheckMail(true);
          },
          onError: (error) => {
            bot.renew();
            form.showError(error);
          },
        },
      ),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="relative space-y-4" data-testid="sign-up-form">
      <HoneypotField inputRef={bot.honeypot} />
      <AccountField form={form} name="name" requiredMark autoFocus />
      <AccountField form={form} name="email" requiredMark />
      <AccountField form={form} name="mobile" hint={t('account.fields.mobileHint')} requiredMark />
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
          <AccountField form={form} name="street" />
          <AccountField form={form} name="house_number" />
          <AccountField form={form} name="postal_code" className="col-span-2 sm:col-span-1" />
          <AccountField form={form} name="city" className="col-span-2 sm:col-span-1" />
          <AccountField form={form} name="birth_date" className="col-span-2" />
          <AccountField form={form} name="company" className="col-span-2" />
        </div>
      </details>
      <FormAlert message={form.formError} />
      <FormAlert message={checkMail ? t('account.auth.signUpCheckMail') : null} tone="success" />
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
