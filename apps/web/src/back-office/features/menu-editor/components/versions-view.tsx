import type { MenuDraft } from '@tavola/domain/schemas/menu-editor';
import { buttonClass } from '../../../../ui/button.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { useRollback, useVersions } from '../api/menu-publish-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { formatStamp } from '../lib/format-stamp.ts';

/** Every published menu, newest first, who published it and when; any earlier one comes back in one click. */
export function VersionsView({ token, draft }: { token: string; draft: MenuDraft }) {
  const { t, lang } = useEditorTexts();
  const versions = useVersions(token);
  const rollback = useRollback(token);
  const bringBack = (version: number) => {
    if (!window.confirm(t('confirm.rollback', { version }))) return;
    rollback.mutate(version, {
      onSuccess: ({ version: newVersion }) =>
        showSnackbar({ message: t('versions.rolledBack', { version, newVersion }), type: 'success' }),
      onError: (error) => showSnackbar({ message: errorText(error) }),
    });
  };
  return (
    <section aria-labelledby="versions-title" className="mx-auto max-w-3xl rounded-3xl bg-surface p-4 shadow-card">
      <h2 id="versions-title" className="text-lg font-bold">
        {t('versions.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('versions.intro')}</p>
      {!versions.data ? (
        <Skeleton className="h-40 w-full" />
      ) : versions.data.length === 0 ? (
        <p className="text-muted">{t('versions.empty')}</p>
      ) : (
        <ol className="divide-y divide-line" data-testid="version-list">
          {versions.data.map((version) => {
            const live = version.version === draft.publishedVersion;
            return (
              <li
                key={version.version}
                className="flex flex-wrap items-center gap-3 py-3"
                data-testid="version-row"
                data-version={version.version}
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {t('versions.version', { version: version.version })}
                    {live && (
                      <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">
                        {t('versions.current')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {formatStamp(version.publishedAt, lang)}
                    {version.publishedBy && ` · ${t('versions.by', { who: version.publishedBy })}`}
                    {' · '}
                    {t(`versions.source_${version.source}`, { version: version.restoredVersion ?? '' })}
                  </p>
                  <p className="text-sm text-muted">
                    {t('versions.counts', { categories: version.categories, products: version.products })}
                  </p>
                  {version.note && (
                    <p className="mt-1 text-sm" dir="auto">
                      “{version.note}”
                    </p>
                  )}
                </div>
                {!live && (
                  <button
                    type="button"
                    onClick={() => bringBack(version.version)}
                    disabled={rollback.isPending}
                    className={buttonClass('secondary', 'md')}
                    data-testid="rollback"
                  >
                    {t('versions.rollback')}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
