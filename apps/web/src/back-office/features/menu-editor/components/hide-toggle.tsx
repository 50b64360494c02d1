import type { CategoryEntry } from '@tavola/domain/schemas/menu-editor';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { useSaveEntry } from '../api/menu-draft-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';

/** Hide / show a category in one tap (a draft change like any other: guests see it after publishing). */
export function HideToggle({ token, entry }: { token: string; entry: CategoryEntry }) {
  const { t } = useEditorTexts();
  const save = useSaveEntry(token);
  const hidden = entry.value.hidden;
  return (
    <button
      type="button"
      aria-pressed={hidden}
      aria-label={t('categories.hide', { name: entry.value.name })}
      disabled={save.isPending}
      onClick={() =>
        save.mutate(
          { kind: 'categories', key: entry.key, revision: entry.revision, value: { ...entry.value, hidden: !hidden } },
          {
            // A 409 here: the list has reloaded with the other person's version; one more tap acts on it.
            onError: (error) =>
              showSnackbar({
                message: errorText(error),
                type: isApiError(error) && error.status === 409 ? 'warning' : 'error',
              }),
          },
        )
      }
      className={buttonClass('ghost', 'icon', hidden ? 'text-red-700' : 'text-muted')}
      data-testid="hide-category"
    >
      <Icon name={hidden ? 'eyeOff' : 'eye'} />
    </button>
  );
}
