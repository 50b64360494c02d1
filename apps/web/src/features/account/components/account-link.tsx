import { Link } from 'react-router';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../ui/core-icon.tsx';
import { useCurrentUser, usePrivateToken } from '../api/current-user.ts';
import { openAuth } from '../hooks/auth-view.ts';

export const DASHBOARD_PATH = '/dashboard/profile';

/**
 * The header's account entry (spec §2): 'My account' to /dashboard/profile when logged in, else
 * 'Login / Register' when the restaurant allows registration; none under ticketing or without a shop. It also runs
 * the automatic login of a stored token (the user fetch), wherever it is shown.
 */
export function useAccountEntry(): 'account' | 'login' | null {
  const token = usePrivateToken();
  useCurrentUser();
  const info = useRestaurantInfo().data;
  // Without a shop (a landing page only) there is nothing to order, so no account to sign in to.
  if (!info || info.ticketingSystem || !info.has_shop) return null;
  if (token) return 'account';
  return info.registration_enabled ? 'login' : null;
}

/** Header variant: an icon with the label from wide screens on. */
export function HeaderAccountLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const entry = useAccountEntry();
  if (!entry) return null;
  const looks = `h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-ink ring-1 ring-line transition hover:bg-stone-50 ${className}`;
  const label = entry === 'account' ? t('header.account') : t('header.login');
  // 'Login / Register' in full is too wide beside seven links: the visible word is the first half
  // of the accessible name (WCAG 2.5.3, label in name).
  const shown = entry === 'account' ? label : (label.split(' / ')[0] ?? label);
  const content = (
    <>
      <Icon name="user" className="size-4.5 text-muted" />
      <span className="hidden xl:inline">{shown}</span>
    </>
  );
  return entry === 'account' ? (
    <Link to={DASHBOARD_PATH} className={looks} aria-label={label} data-testid="account-link">
      {content}
    </Link>
  ) : (
    <button type="button" onClick={() => openAuth()} className={looks} aria-label={label} data-testid="login-link">
      {content}
    </button>
  );
}
