import { PASSWORD_MIN_LENGTH, resetPasswordRequestSchema } from '@tavola/domain/schemas/account';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useResetPassword, useResetToken } from '../api/reset-password.ts';
import { openAuth } from '../hooks/auth-view.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountField } from './account-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { PasswordField } from './text-field.tsx';

/**
 * /resetpass/{token}: the mailed link. The token is checked first (it names the account's e-mail);
 * an unknown, used or expired link offers a new one. After the change the customer is logged in.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const check = useResetToken(token);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16" data-testid="reset-password-page">
      <div className="rounded-3xl bg-surface p-6 shadow-card ring-1 ring-stone-900/[0.04] sm:p-8">
        <span
          className={`mb-4 grid size-12 place-items-center rounded-full ${check.isError ? 'bg-amber-100 text-amber-800' : 'bg-primary/10 text-primary-ink'}`}
        >
          <Icon name={check.isError ? 'alert' : 'edit'} className="size-6" />
        </span>
        {check.isPending ? (
          <div aria-busy="true">
            <p className="sr-only">{t('account.reset.checking')}</p>
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="mt-6 h-12 w-full rounded-xl" />
            <Skeleton className="mt-4 h-12 w-full rounded-xl" />
          </div>
        ) : check.isError ? (
          <div data-testid="reset-invalid">
            <h1 className="text-2xl font-bold tracking-tight">{t('account.reset.invalidTitle')}</h1>
            <p className="mt-2 text-muted">{check.error.message}</p>
            <p className="mt-1 text-sm text-muted">{t('account.reset.invalidText')}</p>
            <button
              type="button"
              onClick={() => openAuth('forgot')}
              className={buttonClass('primary', 'lg', 'mt-6 w-full')}
            >
              {t('account.reset.requestNew')}
            </button>
          </div>
        ) : (
          <ResetForm token={token} email={check.data.email} />
        )}
      </div>
    </div>
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAccountForm(
    resetPasswordRequestSchema,
    { email, password: '', password_confirmation: '' },
    (values) => ({ ...values, token }),
  );
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    reset.mutate(input, {
      onSuccess: ({ message, loggedIn }) => {
        showSnackbar({ type: 'success', message, duration: 4000 });
        navigate('/', { replace: true });
        // The password is changed even when the automatic login failed: the guest signs in by hand.
        if (!loggedIn) openAuth('signIn');
      },
      onError: form.showError,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="reset-password-form">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('account.reset.title')}</h1>
        <p className="mt-1 text-muted">{t('account.reset.intro')}</p>
      </div>
      <AccountField form={form} name="email" autoComplete="username" readOnly requiredMark />
      <PasswordField
        label={t('account.fields.newPassword')}
        field={form.field('password')}
        autoComplete="new-password"
        hint={t('account.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        requiredMark
        autoFocus
      />
      <PasswordField
        label={t('account.fields.newPasswordConfirmation')}
        field={form.field('password_confirmation')}
        autoComplete="new-password"
        requiredMark
      />
      <FormAlert message={form.formError} />
      <SubmitButton busy={reset.isPending} busyLabel={t('account.profile.saving')} testId="reset-password-submit">
        {t('account.reset.submit')}
      </SubmitButton>
    </form>
  );
}
