import type { ReactNode } from 'react';
import { buttonClass } from '../../../../ui/button.ts';
import { useContentTexts } from '../i18n/use-content-texts.ts';

/** A section's loading and load-failed states; its form once the data is there. */
export function SectionState({ query, children }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown }; children: ReactNode }) {
  const { t } = useContentTexts();
  if (query.isPending)
    return (
      <p className="mt-4 text-muted" role="status">
        {t('common.loading')}
      </p>
    );
  if (query.isError)
    return (
      <div className="mt-4" role="alert">
        <p>{t('common.loadFailed')}</p>
        <button type="button" className={buttonClass('secondary', 'md', 'mt-2')} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  return <>{children}</>;
}

/** After a 409: the current version is loaded and the owner's text kept. */
export function StaleNotice() {
  const { t } = useContentTexts();
  return (
    <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="alert" data-testid="stale-notice">
      {t('common.stale')}
    </p>
  );
}
