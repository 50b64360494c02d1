import { forgotPasswordRequestSchema } from '@tavola/domain/schemas/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { focusOnMount } from '../../../lib/focus-on-mount.ts';
import { buttonClass } from '../../../ui/button.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import type { AuthView } from '../hooks/auth-view.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountField } from './account-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

/** The answer is the same for every address (decision 010), so it is shown as it comes. */
export function ForgotPasswordForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const { t } = useTranslation();
  const form = useAccountForm(forgotPasswordRequestSchema, { email: '' });
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    forgot.mutate(input, { onSuccess: setSent, onError: form.showError });
  };

  if (sent) {
    return (
      <div className="space-y-4" data-testid="forgot-password-sent">
        <FormAlert message={sent} tone="success" />
        <p className="text-sm text-muted">{t('account.auth.checkInbox')}</p>
        <button
          type="button"
          ref={focusOnMount}
          onClick={() => onSwitch('signIn')}
          className={buttonClass('secondary', 'lg', 'w-full')}
        >
          {t('account.auth.backToSignIn')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="forgot-password-form">
      <AccountField form={form} name="email" requiredMark autoFocus />
      <FormAlert message={form.formError} />
      <SubmitButton busy={forgot.isPending} busyLabel={t('account.auth.sending')} testId="forgot-password-submit">
        {t('account.auth.sendLink')}
      </SubmitButton>
      <button type="button" onClick={() => onSwitch('signIn')} className={buttonClass('ghost', 'md', 'w-full')}>
        {t('account.auth.backToSignIn')}
      </button>
    </form>
  );
}
