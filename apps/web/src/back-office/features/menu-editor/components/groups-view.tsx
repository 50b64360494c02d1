import type { MenuDraft } from '@tavola/domain/schemas/menu-editor';
import { useFormatPrice } from '../../../../lib/money.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { useReorder } from '../api/menu-draft-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import type { Editing } from './entry-sheet.tsx';
import { SortableList } from './sortable-list.tsx';

/** The option groups (sizes, extras, sauces) in the order guests meet them, with how many to choose. */
export function GroupsView({
  token,
  draft,
  onOpen,
}: {
  token: string;
  draft: MenuDraft;
  onOpen: (editing: Editing) => void;
}) {
  const { t } = useEditorTexts();
  const formatPrice = useFormatPrice();
  const reorder = useReorder(token);
  return (
    <section
      aria-labelledby="groups-title"
      className="mx-auto max-w-3xl rounded-3xl bg-surface p-4 shadow-card"
      data-testid="group-list"
    >
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <h2 id="groups-title" className="me-auto text-lg font-bold">
          {t('groups.title')}
        </h2>
        <button
          type="button"
          onClick={() => onOpen({ kind: 'attribute-groups', key: null })}
          className={buttonClass('primary', 'md')}
          data-testid="add-group"
        >
          <Icon name="plus" />
          {t('groups.add')}
        </button>
      </div>
      <p className="mb-3 text-sm text-muted">{t('groups.intro')}</p>
      {draft.attributeGroups.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line p-6 text-center text-sm text-muted">
          {t('groups.empty')}
        </p>
      ) : (
        <SortableList
          items={draft.attributeGroups}
          keyOf={(e) => e.key}
          nameOf={(e) => e.value.name}
          label={t('groups.title')}
          onReorder={(keys) =>
            reorder.mutate(
              { kind: 'attribute-groups', keys },
              { onError: (error) => showSnackbar({ message: errorText(error) }) },
            )
          }
        >
          {(entry, handle) => (
            <div className="flex items-center gap-1 rounded-2xl p-1 ring-1 ring-line" data-testid="group-row">
              {handle}
              <button
                type="button"
                onClick={() => onOpen({ kind: 'attribute-groups', key: entry.key })}
                className="flex min-h-11 min-w-0 flex-1 flex-col items-start justify-center rounded-xl px-2 text-start hover:bg-stone-50"
              >
                <bdi className="w-full truncate font-semibold">{entry.value.name}</bdi>
                <span className="w-full truncate text-sm text-muted">
                  {t('groups.summary', {
                    min: entry.value.minimum,
                    max: entry.value.maximum,
                    items: entry.value.items.length,
                  })}
                  {' · '}
                  {entry.value.items
                    .map((item) => (item.price ? `${item.name} +${formatPrice(item.price)}` : item.name))
                    .join(', ')}
                </span>
              </button>
            </div>
          )}
        </SortableList>
      )}
    </section>
  );
}
