import { useEffect } from 'react';
import { Link } from 'react-router';
import { useManagerToken } from '../../../../api/manager-token.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { SnackbarHost } from '../../../../ui/snackbar.tsx';
import { useStaffOverview, useStaffRestaurant } from '../api/staff-api.ts';
import { useStaffTexts } from '../i18n/use-staff-texts.ts';
import { InviteForm } from './invite-form.tsx';
import { PeopleList } from './people-list.tsx';
import { StaffAudit } from './staff-audit.tsx';

/** /manager/staff: the owner invites, re-roles and removes the restaurant's people (decision 086). */
export function StaffPage() {
  const token = useManagerToken();
  // The restaurant's pages are nobody's search result.
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
  return (
    <>
      {token ? <Staff token={token} /> : <Notice kind="signedOut" />}
      <SnackbarHost />
    </>
  );
}

function Notice({ kind }: { kind: 'signedOut' | 'ownerOnly' }) {
  const { t } = useStaffTexts();
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-4 py-10">
      <div className="w-full max-w-md rounded-3xl bg-surface p-7 text-center shadow-raised" data-testid={`staff-${kind}`}>
        <h1 className="text-2xl font-bold text-balance">{t(`${kind}.heading`)}</h1>
        <p className="mt-2 text-muted">{t(`${kind}.body`)}</p>
        <Link to="/manager" className={buttonClass('primary', 'lg', 'mt-6')}>
          {kind === 'signedOut' ? t('signedOut.action') : t('backToBoard')}
        </Link>
      </div>
    </main>
  );
}

function Staff({ token }: { token: string }) {
  const { t } = useStaffTexts();
  const restaurant = useStaffRestaurant(token).data;
  const overview = useStaffOverview(token);

  useEffect(() => {
    document.title = `${t('title')} | ${restaurant?.name ?? ''}`;
  }, [t, restaurant?.name]);

  if (overview.error && isApiError(overview.error) && overview.error.status === 403) return <Notice kind="ownerOnly" />;
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link to="/manager" className={buttonClass('ghost', 'md', '-ms-2')}>
            <Icon name="arrowStart" />
            {t('backToBoard')}
          </Link>
          <h1 className="min-w-0 truncate text-xl font-bold">
            <bdi>{restaurant?.name ?? ''}</bdi> · {t('title')}
          </h1>
        </div>
      </header>
      <main className="mx-auto grid max-w-5xl gap-4 p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]" aria-busy={overview.isFetching}>
        {overview.error && !overview.data ? (
          <div className="rounded-3xl bg-surface p-6 text-center shadow-card lg:col-span-2" role="alert">
            <p className="font-semibold">{t('loadFailed')}</p>
            <button type="button" onClick={() => void overview.refetch()} className={buttonClass('primary', 'md', 'mt-4')}>
              {t('retry')}
            </button>
          </div>
        ) : !overview.data ? (
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
      </main>
    </div>
  );
}
