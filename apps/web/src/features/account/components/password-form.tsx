import { PASSWORD_MIN_LENGTH, updateProfileRequestSchema } from '@tavola/domain/schemas/account';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountCard } from './account-card.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { PasswordField } from './text-field.tsx';

const EMPTY = { current_password: '', new_password: '', new_password_confirmation: '' };

/**
 * Change password: the server ends every session of the account and answers a new token, which
 * the update call stores at once, so this device stays logged in and others are logged out.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const form = useAccountForm(updateProfileRequestSchema, EMPTY);
  const update = useUpdateProfile();
  const email = useCurrentUser().data?.email ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    update.mutate(input, {
      onSuccess: ({ message }) => {
        form.reset(EMPTY);
        showSnackbar({ type: 'success', message, duration: 3000 });
      },
      onError: form.showError,
    });
  };

  return (
    <AccountCard
      icon="edit"
      title={t('account.password.title')}
      intro={t('account.password.intro')}
      testId="password-card"
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="password-form">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" hidden readOnly value={email} />
        <PasswordField
          label={t('account.fields.currentPassword')}
          field={form.field('current_password')}
          autoComplete="current-password"
          requiredMark
        />
        <PasswordField
          label={t('account.fields.newPassword')}
          field={form.field('new_password')}
          autoComplete="new-password"
          hint={t('account.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          requiredMark
        />
        <PasswordField
          label={t('account.fields.newPasswordConfirmation')}
          field={form.field('new_password_confirmation')}
          autoComplete="new-password"
          requiredMark
        />
        <FormAlert message={form.formError} />
        <SubmitButton
          busy={update.isPending}
          busyLabel={t('account.profile.saving')}
          className="w-full sm:w-auto"
          variant="secondary"
          testId="password-save"
        >
          {t('account.password.submit')}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}
