import { useState } from 'react';
import type { MenuDraft, MenuEntryKind } from '@tavola/domain/schemas/menu-editor';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Sheet } from '../../../../ui/sheet.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { usePublish } from '../api/menu-publish-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useFieldLabel } from '../hooks/use-field-label.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { nameOf } from '../lib/value-diff.ts';
import { entriesOf } from './entry-form.tsx';
import type { Editing } from './entry-sheet.tsx';
import { inputClass } from '../../../shared/field.tsx';

const KIND_OF: Record<string, MenuEntryKind> = {
  categories: 'categories',
  products: 'products',
  attributeGroups: 'attribute-groups',
};

interface Problem {
  path: string;
  message: string;
  kind?: MenuEntryKind;
  key?: string;
  field: string;
}

/** A 422 menu_invalid names problems as "products.<key>.<field>": each becomes a line with a way to it. */
function problemsOf(errors: Record<string, string[]> | undefined): Problem[] {
  return Object.entries(errors ?? {}).map(([path, messages]) => {
    const [group = '', key, ...field] = path.split('.');
    return { path, message: messages[0] ?? '', kind: KIND_OF[group], key, field: field.join('.') };
  });
}

/** Publishing with an optional note; what stops it is listed, each with a button to the entry. */
export function PublishSheet({
  token,
  draft,
  onClose,
  onOpen,
}: {
  token: string;
  draft: MenuDraft | undefined;
  onClose: () => void;
  onOpen: (editing: Editing) => void;
}) {
  const { t } = useEditorTexts();
  const label = useFieldLabel();
  const publish = usePublish(token);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const submit = () =>
    publish.mutate(note, {
      onSuccess: ({ version }) => {
        showSnackbar({ message: t('publish.done', { version }), type: 'success' });
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) setProblems(problemsOf(error.details.fieldErrors));
        else showSnackbar({ message: errorText(error) });
      },
    });
  const entryName = (problem: Problem) => {
    if (!draft || !problem.kind || !problem.key) return problem.key ?? '';
    return nameOf(entriesOf(draft, problem.kind).find((e) => e.key === problem.key)?.value) || problem.key;
  };
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      variant="center"
      title={t('publish.title')}
      description={t('publish.intro')}
      testId="publish-sheet"
      footer={
        <button
          type="button"
          onClick={submit}
          disabled={publish.isPending}
          className={buttonClass('primary', 'lg', 'w-full')}
          data-testid="publish-confirm"
        >
          {publish.isPending ? t('publish.submitting') : t('publish.submit')}
        </button>
      }
    >
      <label className="block text-sm font-semibold" htmlFor="publish-note">
        {t('publish.note')}
      </label>
      <input
        id="publish-note"
        value={note}
        maxLength={200}
        onChange={(event) => setNote(event.target.value)}
        placeholder={t('publish.notePlaceholder')}
        className={inputClass}
        dir="auto"
      />
      {problems.length > 0 && (
        <div role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-red-900" data-testid="publish-problems">
          <p className="font-bold">{t('publish.invalid')}</p>
          <ul className="mt-2 space-y-2 text-sm">
            {problems.map((problem) => (
              <li key={problem.path} className="flex flex-wrap items-center gap-2">
                <span className="flex-1">
                  <bdi className="font-semibold">{entryName(problem)}</bdi>
                  {problem.field && ` · ${label(problem.field)}`}: {problem.message}
                </span>
                {problem.kind && problem.key && (
                  <button
                    type="button"
                    onClick={() => {
                      onClose();
                      onOpen({ kind: problem.kind!, key: problem.key! });
                    }}
                    className={buttonClass('secondary', 'md')}
                  >
                    {t('publish.openEntry')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Sheet>
  );
}
