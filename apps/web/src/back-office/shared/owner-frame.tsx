import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useManagerToken } from '../../api/manager-token.ts';
import { isApiError } from '../../api/api-error.ts';
import { buttonClass } from '../../ui/button.ts';
import { Icon } from '../../ui/icon.tsx';
import { SnackbarHost } from '../../ui/snackbar.tsx';
import { useBackOfficeTexts } from './back-office-texts.ts';
import { useOwnerRestaurant } from './use-owner-restaurant.ts';

interface OwnerFrameProps {
  /** The screen's name: the heading and the tab's title. */
  title: string;
  /** Controls at the header's end (save, add, download). */
  actions?: ReactNode;
  /** Where the header's back link leads: the overview, or the board from the overview itself. */
  backTo?: 'overview' | 'board';
  /** The screen itself, given the owner's token once signed in. */
  children: (token: string) => ReactNode;
}

/**
 * Around every owner screen but the menu editor (which has its own header with publish): a header
 * with the way back to the overview and the restaurant's name, the sign-in and owner-only notices,
 * noindex, and the snackbar host. Screens show their own loading and error states inside it.
 */
export function OwnerFrame({ title, actions, backTo = 'overview', children }: OwnerFrameProps) {
  const token = useManagerToken();
  useNoIndex();
  return (
    <>
      {token ? (
        <SignedIn token={token} title={title} actions={actions} backTo={backTo}>
          {children}
        </SignedIn>
      ) : (
        <OwnerNotice kind="signedOut" />
      )}
      <SnackbarHost />
    </>
  );
}

function SignedIn({ token, title, actions, backTo, children }: OwnerFrameProps & { token: string }) {
  const { t } = useBackOfficeTexts();
  const restaurant = useOwnerRestaurant(token);
  const name = restaurant.data?.name ?? '';
  useEffect(() => {
    document.title = name ? `${title} | ${name}` : title;
  }, [title, name]);
  if (restaurant.data && restaurant.data.manager.role !== 'owner') return <OwnerNotice kind="ownerOnly" />;
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
          <Link
            to={backTo === 'board' ? '/manager' : '/manager/restaurant'}
            className={buttonClass('ghost', 'md', '-ms-2')}
            data-testid={backTo === 'board' ? 'back-to-board' : 'back-to-overview'}
          >
            <Icon name="arrowStart" />
            {backTo === 'board' ? t('backToBoard') : t('backToOverview')}
          </Link>
          <div className="me-auto min-w-0">
            <h1 className="truncate text-xl font-bold">{title}</h1>
            {name && (
              <p className="truncate text-sm font-semibold text-muted">
                <bdi>{name}</bdi>
              </p>
            )}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      </header>
      <main className="mx-auto max-w-[1200px] p-4">{children(token)}</main>
    </div>
  );
}

/** Signed out, not an owner, or a screen that could not load: what happened and the way on. */
export function OwnerNotice({ kind, onRetry }: { kind: 'signedOut' | 'ownerOnly' | 'loadFailed'; onRetry?: () => void }) {
  const { t } = useBackOfficeTexts();
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-4 py-10">
      <div className="w-full max-w-md rounded-3xl bg-surface p-7 text-center shadow-raised" data-testid={`owner-${kind}`}>
        <h1 className="text-2xl font-bold text-balance">{kind === 'loadFailed' ? t('overview') : t(`${kind}.heading`)}</h1>
        <p className="mt-2 text-muted">{kind === 'loadFailed' ? t('loadFailed') : t(`${kind}.body`)}</p>
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonClass('primary', 'lg', 'mt-6')}>
            {t('retry')}
          </button>
        ) : (
          <Link to="/manager" className={buttonClass('primary', 'lg', 'mt-6')}>
            {kind === 'signedOut' ? t('signedOut.action') : t('backToBoard')}
          </Link>
        )}
      </div>
    </main>
  );
}

/** The restaurant's pages are nobody's search result. */
export function useNoIndex() {
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
}

/** A 403 from a screen's own call: the person is not (or no longer) an owner. */
export const isOwnerOnly = (error: unknown) => isApiError(error) && error.status === 403;
