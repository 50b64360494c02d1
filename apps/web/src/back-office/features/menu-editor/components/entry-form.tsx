import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MenuDraft, MenuEntry, MenuEntryKind } from '@tavola/domain/schemas/menu-editor';
import { isApiError } from '../../../../api/api-error.ts';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { draftQuery, useSaveEntry } from '../api/menu-draft-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { applyServerErrors } from '../../../shared/server-field-errors.ts';
import { zodMessages } from '../../../shared/zod-messages.ts';
import { ConflictNotice } from './conflict-notice.tsx';

export function entriesOf(draft: MenuDraft, kind: MenuEntryKind): MenuEntry[] {
  return kind === 'categories' ? draft.categories : kind === 'products' ? draft.products : draft.attributeGroups;
}

interface EntryFormProps<T extends FieldValues> {
  token: string;
  kind: MenuEntryKind;
  /** The entry as loaded; null for a new one. */
  entry: MenuEntry | null;
  schema: z.ZodType;
  defaults: T;
  /** The form's values as the schema reads them (keys of new rows, empty optional parts dropped). */
  prepare: (values: T) => T;
  /** An entry's value as the form shows it (amounts in the owner's way of writing them). */
  toForm?: (value: T) => T;
  formId: string;
  onSaved: (saved: MenuEntry) => void;
  /** Asked when the panel closes: does the form hold changes not saved yet? */
  dirtyCheck: RefObject<() => boolean>;
  children: (form: UseFormReturn<T>) => ReactNode;
}

/**
 * The save of one draft entry, the same for categories, dishes and option groups: checked in the
 * browser by the server's own schema, saved at the revision it was opened at, field errors of a 422
 * under their fields, and a 409 shown beside the form with the other person's version.
 */
export function EntryForm<T extends FieldValues>({
  token,
  kind,
  entry,
  schema,
  defaults,
  prepare,
  toForm = (value) => value,
  formId,
  onSaved,
  dirtyCheck,
  children,
}: EntryFormProps<T>) {
  const { t } = useEditorTexts();
  const client = useQueryClient();
  const save = useSaveEntry(token);
  const resolver = useMemo(() => {
    const check = zodResolver(schema as never, { error: zodMessages(t) } as never) as unknown as Resolver<T>;
    const withPrepared: Resolver<T> = (values, context, options) => check(prepare(values), context, options);
    return withPrepared;
  }, [schema, prepare, t]);
  const form = useForm<T>({
    defaultValues: (entry ? toForm(entry.value as T) : defaults) as DefaultValues<T>,
    resolver,
    mode: 'onTouched',
  });
  const [revision, setRevision] = useState<number | null>(entry?.revision ?? null);
  const [conflict, setConflict] = useState<{ current: MenuEntry | null; mine: T } | null>(null);
  // Compared at the moment of asking, not from the last render: a key pressed right after typing
  // (Escape) may come before the render that would have marked the form dirty.
  // Both sides read as the schema would (an untouched empty field is "" in the form, absent in the value).
  dirtyCheck.current = () =>
    JSON.stringify(prepare(form.getValues())) !==
    JSON.stringify(prepare((form.formState.defaultValues ?? defaults) as T));

  const send = (value: T, atRevision: number | null) =>
    save.mutate(
      { kind, key: String(value.key), revision: atRevision, value },
      {
        onSuccess: (saved) => {
          form.reset(toForm(value));
          onSaved(saved);
        },
        onError: async (error) => {
          if (isApiError(error) && error.code === 'stale_revision') {
            const draft = await client.fetchQuery({ ...draftQuery(token), staleTime: 0 });
            setConflict({ current: entriesOf(draft, kind).find((e) => e.key === value.key) ?? null, mine: value });
            return;
          }
          if (isApiError(error) && error.status === 422 && applyServerErrors(error, form.setError)) return;
          showSnackbar({ message: errorText(error) });
        },
      },
    );

  // An invalid form: the first field in error takes the focus, its message beside it.
  const submit = form.handleSubmit((value) => send(value, revision));

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate data-testid={`${kind}-form`}>
      {conflict && (
        <ConflictNotice
          current={conflict.current}
          mine={conflict.mine}
          busy={save.isPending}
          onKeepMine={() => {
            const atRevision = conflict.current?.revision ?? null;
            setRevision(atRevision);
            setConflict(null);
            send(conflict.mine, atRevision);
          }}
          onTakeTheirs={() => {
            if (!conflict.current) return;
            form.reset(toForm(conflict.current.value as T));
            setRevision(conflict.current.revision);
            setConflict(null);
          }}
        />
      )}
      {children(form)}
    </form>
  );
}
