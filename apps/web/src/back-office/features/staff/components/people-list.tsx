import { STAFF_ROLES, type StaffRole } from '@tavola/domain/schemas/manager';
import { STAFF_ROLE_RANK, type StaffMember } from '@tavola/domain/schemas/staff';
import { isApiError } from '../../../../api/api-error.ts';
import { pageConfig } from '../../../../lib/page-config.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { useChangeStaffRole, useInviteStaff, useRemoveStaff } from '../api/staff-api.ts';
import { useStaffTexts } from '../i18n/use-staff-texts.ts';
import { isolate } from '../lib/isolate.ts';

const errorText = (error: unknown) => (isApiError(error) ? (error.serverMessage ?? error.message) : String(error));

/** Every person of the restaurant: role (changeable), whether they have accepted, re-send and remove. */
export function PeopleList({ token, people }: { token: string; people: StaffMember[] }) {
  const { t } = useStaffTexts();
  return (
    <section aria-labelledby="people-title" className="rounded-3xl bg-surface p-5 shadow-card">
      <h2 id="people-title" className="text-lg font-bold">
        {t('people.title')}
      </h2>
      <ul className="mt-2 divide-y divide-line" data-testid="staff-list">
        {people.map((person) => (
          <PersonRow key={person.id} token={token} person={person} />
        ))}
      </ul>
    </section>
  );
}

function PersonRow({ token, person }: { token: string; person: StaffMember }) {
  const { t, lang } = useStaffTexts();
  const changeRole = useChangeStaffRole(token);
  const remove = useRemoveStaff(token);
  const resend = useInviteStaff(token);
  const busy = changeRole.isPending || remove.isPending || resend.isPending;
  const email = person.email;
  const named = isolate(email);

  const onRole = (role: StaffRole) => {
    // Fewer rights sign the person out at once: they are told so before.
    if (STAFF_ROLE_RANK[role] > STAFF_ROLE_RANK[person.role] && !window.confirm(t('people.confirmLower', { email: named }))) return;
    changeRole.mutate(
      { managerId: person.id, role },
      {
        onSuccess: () => showSnackbar({ message: t('people.changed', { email: named, role: t(`roles.${role}`) }), type: 'success' }),
        onError: (error) => showSnackbar({ message: errorText(error), type: 'error' }),
      },
    );
  };
  const onRemove = () => {
    if (!window.confirm(person.you ? t('people.confirmRemoveSelf') : t('people.confirmRemove', { email: named }))) return;
    remove.mutate(
      { managerId: person.id },
      {
        onSuccess: () => showSnackbar({ message: t('people.removed', { email: named }), type: 'success' }),
        onError: (error) => showSnackbar({ message: errorText(error), type: 'error' }),
      },
    );
  };
  const onResend = () =>
    resend.mutate(
      { email, role: person.role },
      {
        onSuccess: () => showSnackbar({ message: t('invite.resent', { email: named }), type: 'success' }),
        onError: (error) => showSnackbar({ message: errorText(error), type: 'error' }),
      },
    );

  const status = person.active
    ? t('people.active')
    : person.invitationExpiresAt
      ? t('people.pending', { date: formatDay(person.invitationExpiresAt, lang) })
      : t('people.expired');
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="staff-row" data-email={email}>
      <div className="min-w-0 flex-1 basis-72">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="[overflow-wrap:anywhere]" dir="ltr">
            {email}
          </span>
          {person.you && <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-bold text-stone-700">{t('people.you')}</span>}
        </p>
        <p className={`text-sm ${person.active ? 'text-emerald-800' : person.invitationExpiresAt ? 'text-amber-800' : 'text-red-700'}`} data-testid="staff-status">
          {status}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          value={person.role}
          disabled={busy}
          onChange={(event) => onRole(event.target.value as StaffRole)}
          aria-label={t('people.roleOf', { email })}
          className="h-11 rounded-xl border border-line bg-surface px-3 text-[15px] font-semibold"
          data-testid="staff-role"
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
        {!person.active && (
          <button type="button" onClick={onResend} disabled={busy} className={buttonClass('secondary', 'md')} data-testid="staff-resend">
            <Icon name="repeat" />
            {t('people.resend')}
          </button>
        )}
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          className={buttonClass('ghost', 'icon', 'size-11 text-red-700')}
          aria-label={t('people.removeLabel', { email })}
          title={t('people.remove')}
          data-testid="staff-remove"
        >
          <Icon name="trash" />
        </button>
      </div>
    </li>
  );
}

function formatDay(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: pageConfig.timeZone }).format(new Date(iso));
}
