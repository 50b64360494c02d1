import { logInRequestSchema } from '@tavola/domain/schemas/account';
import type { FormEvent } from 'react';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLogIn } from '../api/log-in.ts';
import type { CustomerProfile } from '../api/current-user.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import type { AuthView } from '../hooks/auth-view.ts';
import { AccountField } from './account-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { PasswordField } from './text-field.tsx';

export function SignInForm({
  onDone,
  onSwitch,
}: {
  onDone: (user: CustomerProfile) => void;
  onSwitch: (view: AuthView) => void;
}) {
  const { t } = useTranslation();
  const registrationEnabled = useRestaurantInfo().data?.registration_enabled ?? false;
  const form = useAccountForm(logInRequestSchema, { email: '', password: '' });
  const logIn = useLogIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    logIn.mutate(input, { onSuccess: ({ user }) => onDone(user), onError: form.showError });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="sign-in-form">
      <AccountField form={form} name="email" autoComplete="username" requiredMark autoFocus />
      <div>
        <PasswordField
          label={t('account.fields.password')}
          field={form.field('password')}
          autoComplete="current-password"
          requiredMark
        />
        <div className="mt-1.5 flex justify-end">
          <button
            type="button"
            onClick={() => onSwitch('forgot')}
            className="rounded text-sm font-semibold text-primary-ink hover:underline"
          >
            {t('account.auth.forgotLink')}
          </button>
        </div>
      </div>
      <FormAlert message={form.formError} />
      <SubmitButton busy={logIn.isPending} busyLabel={t('account.auth.signingIn')} testId="sign-in-submit">
        {t('account.auth.signIn')}
      </SubmitButton>
      {/* registration_enabled=false: signing in stays possible, registering is offered nowhere. */}
      {registrationEnabled && (
        <SwitchLine
          question={t('account.auth.noAccount')}
          action={t('account.auth.createAccount')}
          onClick={() => onSwitch('signUp')}
        />
      )}
    </form>
  );
}

/** 'No account yet? Register now' and its counterpart below each form. */
export function SwitchLine({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="border-t border-line pt-4 text-center text-sm text-muted">
      {question}{' '}
      <button type="button" onClick={onClick} className="rounded font-semibold text-primary-ink hover:underline">
        {action}
      </button>
    </p>
  );
}
