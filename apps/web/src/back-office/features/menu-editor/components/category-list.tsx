import type { MenuDraft } from '@tavola/domain/schemas/menu-editor';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { useReorder } from '../api/menu-draft-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import type { Editing } from './entry-sheet.tsx';
import { HideToggle } from './hide-toggle.tsx';
import { SortableList } from './sortable-list.tsx';

interface CategoryListProps {
  token: string;
  draft: MenuDraft;
  chosen: string | undefined;
  onChoose: (key: string) => void;
  onOpen: (editing: Editing) => void;
}

/** The categories in menu order: choose one to see its dishes, drag (or keyboard) to reorder, edit, add. */
export function CategoryList({ token, draft, chosen, onChoose, onOpen }: CategoryListProps) {
  const { t } = useEditorTexts();
  const reorder = useReorder(token);
  const dishCount = (key: string) => draft.products.filter((p) => p.value.category === key).length;
  return (
    <section
      aria-labelledby="categories-title"
      className="min-w-0 rounded-3xl bg-surface p-4 shadow-card"
      data-testid="category-list"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id="categories-title" className="me-auto min-w-0 text-lg font-bold">
          {t('categories.title')}
        </h2>
        <button
          type="button"
          onClick={() => onOpen({ kind: 'categories', key: null })}
          className={buttonClass('soft', 'md', 'shrink-0 whitespace-nowrap px-4')}
          data-testid="add-category"
        >
          <Icon name="plus" />
          {t('categories.add')}
        </button>
      </div>
      {draft.categories.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line p-6 text-center text-sm text-muted">
          {t('categories.empty')}
        </p>
      ) : (
        <SortableList
          items={draft.categories}
          keyOf={(entry) => entry.key}
          nameOf={(entry) => entry.value.name}
          label={t('categories.title')}
          onReorder={(keys) =>
            reorder.mutate(
              { kind: 'categories', keys },
              { onError: (error) => showSnackbar({ message: errorText(error) }) },
            )
          }
        >
          {(entry, handle) => {
            const active = entry.key === chosen;
            return (
              <div
                className={`flex items-center gap-1 rounded-2xl p-1 ring-1 ${active ? 'bg-primary/10 ring-primary/40' : 'bg-surface ring-line'}`}
                data-testid="category-row"
              >
                {handle}
                <button
                  type="button"
                  onClick={() => onChoose(entry.key)}
                  aria-current={active ? 'true' : undefined}
                  data-testid="choose-category"
                  className="flex min-h-11 min-w-0 flex-1 flex-col items-start justify-center rounded-xl px-2 text-start"
                >
                  <bdi className="line-clamp-2 w-full font-semibold break-words">{entry.value.name}</bdi>
                  <span className="text-xs text-muted">
                    {t('categories.dishes', { count: dishCount(entry.key) })}
                    {entry.value.extra && ` · ${t('categories.extra')}`}
                    {entry.value.hidden && ` · ${t('categories.hidden')}`}
                  </span>
                </button>
                <HideToggle token={token} entry={entry} />
                <button
                  type="button"
                  onClick={() => onOpen({ kind: 'categories', key: entry.key })}
                  aria-label={`${t('actions.edit')}: ${entry.value.name}`}
                  className={buttonClass('ghost', 'icon')}
                  data-testid="edit-category"
                >
                  <Icon name="edit" />
                </button>
              </div>
            );
          }}
        </SortableList>
      )}
    </section>
  );
}
