import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCurrentUser, usePrivateToken } from '../api/current-user.ts';
import { useLogOut } from '../api/log-out.ts';
import { OrdersPage } from './orders-page.tsx';
import { ProfilePage } from './profile-page.tsx';

const tabLooks = ({ isActive }: { isActive: boolean }) =>
  `flex h-10 flex-1 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition sm:flex-none sm:px-4 ${
    isActive ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink'
  }`;

/**
 * /dashboard (spec §2): 'Your Profile' and 'Your Orders', only with a stored private token —
 * without one (never logged in, logged out, token refused) the visitor goes to the root path.
 */
export function Dashboard() {
  const { t } = useTranslation();
  const token = usePrivateToken();
  const user = useCurrentUser().data;
  const logOut = useLogOut();

  if (!token) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 pt-6 pb-16 md:pt-10" data-testid="dashboard">
      <div className="flex items-center gap-3 sm:gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-primary text-xl font-bold text-on-primary"
        >
          {user ? initialsOf(user.name) : <Icon name="user" className="size-6" />}
        </span>
        <div className="min-w-0 flex-1">
          {user ? (
            <>
              <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">
                {t('account.dashboard.greeting', { name: firstName(user.name) })}
              </h1>
              <p className="truncate text-sm text-muted">{user.email}</p>
            </>
          ) : (
            <>
              <Skeleton className="h-8 w-56" />
              <Skeleton className="mt-2 h-4 w-40" />
            </>
          )}
        </div>
        <button
          type="button"
          disabled={logOut.isPending}
          // Without the token the guard above sends the visitor to the root path.
          onClick={() => logOut.mutate()}
          aria-busy={logOut.isPending || undefined}
          className={buttonClass('secondary', 'md', 'max-sm:size-11 max-sm:px-0')}
          data-testid="logout-button"
        >
          <Icon name="logout" className="size-4.5" />
          {/* Phones show the icon only: the name needs the room. */}
          <span className="max-sm:sr-only">
            {logOut.isPending ? t('account.dashboard.loggingOut') : t('account.dashboard.logout')}
          </span>
        </button>
      </div>

      <nav aria-label={t('account.dashboard.sections')} className="mt-6">
        <div className="flex gap-1 rounded-full bg-stone-200/70 p-1 sm:inline-flex">
          <NavLink to="/dashboard/profile" className={tabLooks} data-testid="tab-profile">
            <Icon name="user" className="hidden size-4.5 sm:block" />
            {t('account.routes.profile')}
          </NavLink>
          <NavLink to="/dashboard/orders" className={tabLooks} data-testid="tab-orders">
            <Icon name="receipt" className="hidden size-4.5 sm:block" />
            {t('account.routes.orders')}
          </NavLink>
        </div>
      </nav>

      <div className="mt-6">
        <Routes>
          <Route index element={<Navigate to="profile" replace />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="*" element={<Navigate to="profile" replace />} />
        </Routes>
      </div>
    </div>
  );
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}
