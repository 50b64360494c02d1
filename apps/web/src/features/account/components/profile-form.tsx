import { updateProfileRequestSchema } from '@tavola/domain/schemas/account';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import type { CustomerProfile } from '../api/current-user.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountCard } from './account-card.tsx';
import { AccountField } from './account-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { PasswordField } from './text-field.tsx';

function valuesOf(user: CustomerProfile) {
  return {
    name: user.name,
    email: user.email,
    mobile: user.mobile ?? '',
    birth_date: user.birth_date ?? '',
    company: user.company ?? '',
    street: user.street ?? '',
    house_number: user.house_number ?? '',
    postal_code: user.postal_code ?? '',
    city: user.city ?? '',
    current_password: '',
  };
}

/** Edit profile (spec §3 fields). A new e-mail address needs the current password (the server checks it). */
export function ProfileForm({ user }: { user: CustomerProfile }) {
  const { t } = useTranslation();
  const emailChanged = (values: ReturnType<typeof valuesOf>) => values.email.trim().toLowerCase() !== user.email;
  const toInput = (values: ReturnType<typeof valuesOf>) => {
    const { current_password, ...fields } = values;
    return emailChanged(values) ? { ...fields, current_password } : fields;
  };
  const form = useAccountForm(updateProfileRequestSchema, valuesOf(user), toInput);
  const update = useUpdateProfile();
  const needsPassword = emailChanged(form.values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    update.mutate(input, {
      onSuccess: ({ message }) => showSnackbar({ type: 'success', message, duration: 3000 }),
      onError: form.showError,
    });
  };

  return (
    <AccountCard
      icon="user"
      title={t('account.profile.title')}
      intro={t('account.profile.intro')}
      testId="profile-card"
    >
      <form onSubmit={submit} noValidate className="grid grid-cols-6 gap-4" data-testid="profile-form">
        <AccountField form={form} name="name" requiredMark className="col-span-6" />
        <AccountField form={form} name="email" requiredMark className="col-span-6 sm:col-span-3" />
        <AccountField form={form} name="mobile" requiredMark className="col-span-6 sm:col-span-3" />
        {needsPassword && (
          <PasswordField
            label={t('account.fields.currentPassword')}
            field={form.field('current_password')}
            autoComplete="current-password"
            hint={t('account.profile.emailNeedsPassword')}
            requiredMark
            className="col-span-6"
          />
        )}
        <AccountField form={form} name="street" className="col-span-4" />
        <AccountField form={form} name="house_number" className="col-span-2" />
        <AccountField form={form} name="postal_code" className="col-span-6 sm:col-span-2" />
        <AccountField form={form} name="city" className="col-span-6 sm:col-span-4" />
        <AccountField form={form} name="birth_date" className="col-span-6 sm:col-span-3" />
        <AccountField form={form} name="company" className="col-span-6 sm:col-span-3" />
        <div className="col-span-6 space-y-4">
          <FormAlert message={form.formError} />
          <SubmitButton
            busy={update.isPending}
            busyLabel={t('account.profile.saving')}
            className="w-full sm:w-auto"
            testId="profile-save"
          >
            {t('account.profile.save')}
          </SubmitButton>
        </div>
      </form>
    </AccountCard>
  );
}

export function ProfileFormSkeleton() {
  return (
    <div className="space-y-4 rounded-3xl bg-surface p-6 shadow-card" aria-busy="true">
      <Skeleton className="h-10 w-48" />
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}
