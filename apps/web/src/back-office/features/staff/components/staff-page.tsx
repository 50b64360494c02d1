import { buttonClass } from '../../../../ui/button.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { isOwnerOnly, OwnerFrame, OwnerNotice } from '../../../shared/owner-frame.tsx';
import { useStaffOverview } from '../api/staff-api.ts';
import { useStaffTexts } from '../i18n/use-staff-texts.ts';
import { InviteForm } from './invite-form.tsx';
import { PeopleList } from './people-list.tsx';
import { StaffAudit } from './staff-audit.tsx';

/** /manager/staff: the owner invites, re-roles and removes the restaurant's people (decision 086). */
export function StaffPage() {
  const { t } = useStaffTexts();
  return <OwnerFrame title={t('title')}>{(token) => <Staff token={token} />}</OwnerFrame>;
}

function Staff({ token }: { token: string }) {
  const { t } = useStaffTexts();
  const overview = useStaffOverview(token);
  if (isOwnerOnly(overview.error)) return <OwnerNotice kind="ownerOnly" />;
  if (overview.error && !overview.data)
    return (
      <div className="rounded-3xl bg-surface p-6 text-center shadow-card" role="alert">
        <p className="font-semibold">{t('loadFailed')}</p>
        <button type="button" onClick={() => void overview.refetch()} className={buttonClass('primary', 'md', 'mt-4')}>
          {t('retry')}
        </button>
      </div>
    );
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]" aria-busy={overview.isFetching}>
      {!overview.data ? (
        <>
          <Skeleton className="h-80 rounded-3xl" />
          <Skeleton className="h-80 rounded-3xl" />
        </>
      ) : (
        <>
          <div className="min-w-0 space-y-4">
            <PeopleList token={token} people={overview.data.people} />
            <StaffAudit entries={overview.data.audit} />
          </div>
          <InviteForm token={token} />
        </>
      )}
    </div>
  );
}
