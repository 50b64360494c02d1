import { useRef, type RefObject } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import type { MenuDraft, MenuEntry, MenuEntryKind } from '@tavola/domain/schemas/menu-editor';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Sheet } from '../../../../ui/sheet.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { menuEditorKeys, useDeleteEntry } from '../api/menu-draft-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { nameOf } from '../lib/value-diff.ts';
import { CategoryForm } from './category-form.tsx';
import { DishForm } from './dish-form.tsx';
import { entriesOf } from './entry-form.tsx';
import { GroupForm } from './group-form.tsx';

/** What the side panel edits: an entry by key, or a new one (a new dish starts in `categoryKey`). */
export interface Editing {
  kind: MenuEntryKind;
  key: string | null;
  categoryKey?: string;
}

const TEXTS: Record<MenuEntryKind, string> = {
  categories: 'categories',
  products: 'dishes',
  'attribute-groups': 'groups',
};
const FORM_ID = 'menu-entry-form';

export interface EntryFormSlotProps {
  token: string;
  draft: MenuDraft;
  entry: MenuEntry | null;
  formId: string;
  categoryKey?: string;
  onSaved: (saved: MenuEntry) => void;
  dirtyCheck: RefObject<() => boolean>;
}

/** The side panel (a bottom sheet on phones) holding one entry's form, its save and delete. */
export function EntrySheet({
  token,
  draft,
  editing,
  onClose,
}: {
  token: string;
  draft: MenuDraft;
  editing: Editing;
  onClose: () => void;
}) {
  const { t } = useEditorTexts();
  const dirtyCheck = useRef(() => false);
  useLeaveGuard(dirtyCheck);
  const entry = editing.key ? (entriesOf(draft, editing.kind).find((e) => e.key === editing.key) ?? null) : null;
  const saving = useIsMutating({ mutationKey: menuEditorKeys.save }) > 0;
  const remove = useDeleteEntry(token);
  const texts = TEXTS[editing.kind];

  const close = () => {
    if (dirtyCheck.current() && !window.confirm(t('confirm.unsaved'))) return;
    onClose();
  };
  const onSaved = () => {
    showSnackbar({ message: t('status.saved'), type: 'success' });
    onClose();
  };
  const onDelete = () => {
    if (!entry || !window.confirm(t('confirm.delete', { name: nameOf(entry.value) }))) return;
    remove.mutate(
      { kind: editing.kind, key: entry.key, revision: entry.revision },
      {
        onSuccess: onClose,
        onError: (error) =>
          showSnackbar({
            message: errorText(error),
            type: isApiError(error) && error.status === 409 ? 'warning' : 'error',
            duration: 12_000,
          }),
      },
    );
  };

  const slot: EntryFormSlotProps = {
    token,
    draft,
    entry,
    formId: FORM_ID,
    categoryKey: editing.categoryKey,
    onSaved,
    dirtyCheck,
  };
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && close()}
      title={entry ? t(`${texts}.editTitle`, { name: nameOf(entry.value) }) : t(`${texts}.newTitle`)}
      widthClass="md:w-[min(100vw,680px)]"
      closeOnDimmedLayer={false}
      testId="entry-sheet"
      footer={
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="submit"
            form={FORM_ID}
            disabled={saving}
            className={buttonClass('primary', 'lg')}
            data-testid="entry-save"
          >
            <Icon name="check" />
            {saving ? t('actions.saving') : t('actions.save')}
          </button>
          <button type="button" onClick={close} className={buttonClass('ghost', 'lg')}>
            {t('actions.cancel')}
          </button>
          {entry && (
            <button
              type="button"
              onClick={onDelete}
              disabled={remove.isPending}
              className={buttonClass('dangerSoft', 'lg', 'ms-auto')}
              data-testid="entry-delete"
            >
              <Icon name="trash" />
              {t('actions.delete')}
            </button>
          )}
        </div>
      }
    >
      {editing.kind === 'categories' ? (
        <CategoryForm {...slot} />
      ) : editing.kind === 'products' ? (
        <DishForm {...slot} />
      ) : (
        <GroupForm {...slot} />
      )}
    </Sheet>
  );
}
