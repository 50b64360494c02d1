import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { closeOverlay } from '../../../lib/ui-state.ts';
import { Icon } from '../../../ui/icon.tsx';
import { openAuth } from '../hooks/auth-view.ts';
import { DASHBOARD_PATH, useAccountEntry } from './account-link.tsx';

/** Navigation-sheet variant: a row like the sheet's other links. */
export function SheetAccountLink() {
  const { t } = useTranslation();
  const entry = useAccountEntry();
  if (!entry) return null;
  const looks = 'flex w-full items-center gap-3 py-3.5 text-start text-[16px] font-semibold';
  const content = (label: string) => (
    <>
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary-ink">
        <Icon name="user" className="size-5" />
      </span>
      <span className="flex-1">{label}</span>
      <Icon name="chevronEnd" className="size-5 text-muted" />
    </>
  );
  return (
    <li>
      {entry === 'account' ? (
        <Link to={DASHBOARD_PATH} onClick={closeOverlay} className={looks} data-testid="account-link">
          {content(t('header.account'))}
        </Link>
      ) : (
        <button type="button" onClick={() => openAuth()} className={looks} data-testid="login-link">
          {content(t('header.login'))}
        </button>
      )}
    </li>
  );
}
