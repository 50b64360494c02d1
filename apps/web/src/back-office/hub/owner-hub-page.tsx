import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { OWNER_SCREENS } from '../owner-screens.ts';
import { useBackOfficeTexts } from '../shared/back-office-texts.ts';
import { OwnerFrame } from '../shared/owner-frame.tsx';
import { SetupChecklist } from '../features/setup/components/setup-checklist.tsx';

/** /manager/restaurant: the owner's overview, one card per screen of the back office. */
export function OwnerHubPage() {
  const { t, lang } = useBackOfficeTexts();
  return (
    <OwnerFrame title={t('overview')} backTo="board">
      {(token) => (
        <>
          <SetupChecklist token={token} />
          <p className="mb-4 text-muted">{t('overviewIntro')}</p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="owner-screens">
            {OWNER_SCREENS.map((screen) => (
              <li key={screen.path}>
                <Link
                  to={`/manager/${screen.path}`}
                  className="flex h-full gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm transition hover:border-primary focus-visible:ring-3 focus-visible:ring-primary/40 focus-visible:outline-none"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary" aria-hidden="true">
                    <Icon name={screen.icon} />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-bold">{screen.title[lang]}</span>
                    <span className="mt-0.5 block text-sm text-muted">{screen.summary[lang]}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </OwnerFrame>
  );
}
