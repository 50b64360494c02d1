import { deleteAccountRequestSchema } from '@tavola/domain/schemas/account';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { useDeleteAccount } from '../api/data-rights.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { PasswordField } from './text-field.tsx';

/** Deleting the account asks for the password once more and says what happens to past orders. */
export function DeleteAccountSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useAccountForm(deleteAccountRequestSchema, { password: '' });
  const remove = useDeleteAccount();
  const formId = form.idOf('form');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    // On success the token is gone and the dashboard's guard sends the visitor to the root path.
    remove.mutate(input.password, { onError: form.showError });
  };

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('account.data.deleteTitle')}
      description={t('account.data.deleteText')}
      variant="center"
      widthClass="md:w-[min(92vw,460px)]"
      testId="delete-account-sheet"
      footer={
        <div className="flex gap-3">
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'lg', 'flex-1')}>
            {t('account.common.cancel')}
          </button>
          <SubmitButton
            form={formId}
            busy={remove.isPending}
            busyLabel={t('account.data.deleting')}
            className="flex-1"
            variant="danger"
            testId="delete-account-confirm"
          >
            {t('account.data.deleteConfirm')}
          </SubmitButton>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4 pt-1">
        <PasswordField
          label={t('account.fields.password')}
          field={form.field('password')}
          autoComplete="current-password"
          requiredMark
          autoFocus
        />
        <FormAlert message={form.formError} />
      </form>
    </Sheet>
  );
}
