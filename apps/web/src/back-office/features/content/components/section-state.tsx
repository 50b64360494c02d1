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

/** The save button of a section with the unsaved-changes note beside it. */
export function SaveBar({ dirty, saving, label, testId }: { dirty: boolean; saving: boolean; label: string; testId: string }) {
  const { t } = useContentTexts();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
      {dirty && (
        <span className="text-sm font-semibold text-amber-800" role="status">
          {t('common.unsaved')}
        </span>
      )}
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={saving || !dirty} data-testid={testId}>
        {saving ? t('common.saving') : label}
      </button>
    </div>
  );
}
