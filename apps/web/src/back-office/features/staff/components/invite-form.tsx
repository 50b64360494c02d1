import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, type StaffRole } from '@tavola/domain/schemas/manager';
import { inviteStaffRequestSchema } from '@tavola/domain/schemas/staff';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { useInviteStaff } from '../api/staff-api.ts';
import { useStaffTexts } from '../i18n/use-staff-texts.ts';
import { isolate } from '../lib/isolate.ts';

const inputClass =
  'mt-1 block h-11 w-full rounded-xl border border-line bg-surface px-3 text-base focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none aria-invalid:border-red-700';

interface InviteValues {
  email: string;
  role: StaffRole;
}

/** E-mail and role → an invitation mail (or, for someone with an account already, the role and a notice). */
export function InviteForm({ token }: { token: string }) {
  const { t } = useStaffTexts();
  const invite = useInviteStaff(token);
  // The server's own schema checks the form; its messages are codes, so the field names its text.
  const form = useForm<InviteValues>({
    defaultValues: { email: '', role: 'kitchen' },
    resolver: zodResolver(inviteStaffRequestSchema.pick({ email: true, role: true })),
    mode: 'onTouched',
  });
  const emailError = form.formState.errors.email;
  const emailMessage = emailError ? (emailError.type === 'server' ? emailError.message : t('invite.emailInvalid')) : undefined;
  const role = form.watch('role');

  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (answer) => {
        const email = isolate(answer.member.email);
        const key = answer.outcome === 'added' ? 'invite.added' : answer.outcome === 'reinvited' ? 'invite.resent' : 'invite.sent';
        showSnackbar({ message: t(key, { email }), type: 'success' });
        form.reset({ email: '', role: values.role });
      },
      onError: (error) => {
        const text = isApiError(error) ? (error.details.fieldErrors?.email?.[0] ?? error.serverMessage ?? error.message) : String(error);
        if (isApiError(error) && (error.status === 422 || error.status === 409)) form.setError('email', { type: 'server', message: text }, { shouldFocus: true });
        else showSnackbar({ message: text, type: 'error' });
      },
    }),
  );

  return (
    <section aria-labelledby="invite-title" className="h-fit rounded-3xl bg-surface p-5 shadow-card lg:sticky lg:top-20">
      <h2 id="invite-title" className="text-lg font-bold">
        {t('invite.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('invite.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4" data-testid="invite-form">
        <div>
          <label htmlFor="invite-email" className="block text-sm font-semibold">
            {t('invite.email')}
          </label>
          <input
            id="invite-email"
            type="email"
            autoComplete="off"
            dir="ltr"
            className={inputClass}
            aria-invalid={!!emailMessage}
            aria-describedby={emailMessage ? 'invite-email-error' : undefined}
            {...form.register('email')}
          />
          {emailMessage && (
            <p id="invite-email-error" className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
              {emailMessage}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">{t('invite.role')}</legend>
          <div className="mt-1 space-y-1">
            {STAFF_ROLES.map((option) => (
              <label
                key={option}
                className={`flex cursor-pointer gap-3 rounded-xl border p-3 ${role === option ? 'border-primary bg-primary/5' : 'border-line'}`}
              >
                <input type="radio" value={option} className="mt-1 size-5 shrink-0 accent-primary" {...form.register('role')} />
                <span>
                  <span className="block font-semibold">{t(`roles.${option}`)}</span>
                  <span className="block text-sm text-muted">{t(`roleHints.${option}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" disabled={invite.isPending} className={buttonClass('primary', 'lg', 'w-full')} data-testid="send-invite">
          <Icon name="mail" />
          {invite.isPending ? t('invite.sending') : t('invite.send')}
        </button>
      </form>
    </section>
  );
}
