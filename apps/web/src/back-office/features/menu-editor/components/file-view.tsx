import { useState } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { pageConfig } from '../../../../lib/page-config.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { useDiscardDraft } from '../api/menu-draft-api.ts';
import { downloadMenuFile, useImportFile } from '../api/menu-file-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';

/** The menu file both ways (download, upload into the draft) and throwing the draft away. */
export function FileView({ token }: { token: string }) {
  const { t } = useEditorTexts();
  const importFile = useImportFile(token);
  const discard = useDiscardDraft(token);
  const [problems, setProblems] = useState<string[]>([]);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblems([]);
    let content: Record<string, unknown>;
    try {
      content = JSON.parse(await file.text()) as Record<string, unknown>;
    } catch {
      setProblems([t('file.notJson')]);
      return;
    }
    importFile.mutate(content, {
      onSuccess: () => showSnackbar({ message: t('file.imported'), type: 'success' }),
      onError: (error) => {
        const errors = Object.entries((isApiError(error) && error.details.fieldErrors) || {});
        setProblems(
          errors.length ? errors.map(([path, messages]) => `${path}: ${messages.join(', ')}`) : [errorText(error)],
        );
      },
    });
  };
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <section aria-labelledby="file-title" className="rounded-3xl bg-surface p-5 shadow-card">
        <h2 id="file-title" className="text-lg font-bold">
          {t('file.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('file.intro')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() =>
              void downloadMenuFile(pageConfig.slug).catch((error: unknown) =>
                showSnackbar({ message: errorText(error) }),
              )
            }
            className={buttonClass('secondary', 'lg')}
            data-testid="export-menu"
          >
            <Icon name="download" />
            {t('file.export')}
          </button>
          <label
            className={buttonClass(
              'secondary',
              'lg',
              'cursor-pointer focus-within:outline-3 focus-within:outline-primary',
            )}
          >
            <Icon name="plus" />
            {t('file.import')}
            <input
              type="file"
              accept="application/json,.json"
              className="sr-only"
              disabled={importFile.isPending}
              data-testid="import-menu"
              onChange={(event) => {
                void onFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
        <p className="mt-2 text-xs text-muted">{t('file.importHint')}</p>
        {problems.length > 0 && (
          <div
            role="alert"
            className="mt-4 rounded-2xl bg-red-50 p-4 text-sm text-red-900"
            data-testid="import-problems"
          >
            <p className="font-bold">{t('file.importFailed')}</p>
            <ul className="mt-1 list-disc ps-5" dir="ltr">
              {problems.slice(0, 50).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <section aria-labelledby="discard-title" className="rounded-3xl bg-surface p-5 shadow-card">
        <h2 id="discard-title" className="text-lg font-bold">
          {t('file.discardTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('file.discardIntro')}</p>
        <button
          type="button"
          disabled={discard.isPending}
          onClick={() => {
            if (!window.confirm(t('confirm.discard'))) return;
            discard.mutate(undefined, {
              onSuccess: () => showSnackbar({ message: t('file.discarded'), type: 'success' }),
              onError: (error) => showSnackbar({ message: errorText(error) }),
            });
          }}
          className={buttonClass('dangerSoft', 'lg', 'mt-4')}
          data-testid="discard-draft"
        >
          <Icon name="trash" />
          {t('file.discard')}
        </button>
      </section>
    </div>
  );
}
