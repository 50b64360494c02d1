import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { keyFromName } from '@tavola/domain/schemas/menu-editor';
import { ownerTablesSchema, type OwnerTables } from '@tavola/domain/schemas/owner-tables';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { OwnerFrame, OwnerNotice } from '../../../shared/owner-frame.tsx';
import { errorText } from '../../../shared/owner-request.ts';
import { applyServerErrors } from '../../../shared/server-field-errors.ts';
import { withCodedMessages, zodMessages } from '../../../shared/zod-messages.ts';
import { useOwnerTables, useSaveTables } from '../api/owner-tables-api.ts';
import { useTablesTexts } from '../i18n/use-tables-texts.ts';
import { ReservationFields } from './reservation-fields.tsx';
import { TableRows } from './table-rows.tsx';

/** /manager/tables: the restaurant's tables (names, seats, areas) and its online reservation rules. */
export function TablesPage() {
  const { t } = useTablesTexts();
  return <OwnerFrame title={t('title')}>{(token) => <TablesScreen token={token} />}</OwnerFrame>;
}

function TablesScreen({ token }: { token: string }) {
  const section = useOwnerTables(token);
  if (section.error && isApiError(section.error) && section.error.status === 403) return <OwnerNotice kind="ownerOnly" />;
  if (section.error && !section.data) return <OwnerNotice kind="loadFailed" onRetry={() => void section.refetch()} />;
  if (!section.data)
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-64 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  return <TablesForm token={token} revision={section.data.revision} saved={section.data.value} onReload={() => section.refetch()} />;
}

interface TablesFormProps {
  token: string;
  revision: number;
  saved: OwnerTables;
  onReload: () => Promise<unknown>;
}

function TablesForm({ token, revision, saved, onReload }: TablesFormProps) {
  const { t } = useTablesTexts();
  const resolver = useMemo(
    () => withCodedMessages(zodResolver(ownerTablesSchema as never, { error: zodMessages(t) } as never) as unknown as Resolver<OwnerTables>, t),
    [t],
  );
  const form = useForm<OwnerTables>({ defaultValues: saved, resolver, mode: 'onTouched' });
  const tables = useFieldArray({ control: form.control, name: 'tables' });
  const save = useSaveTables(token);
  const [conflict, setConflict] = useState(false);

  const submit = form.handleSubmit((value) =>
    save.mutate(
      { revision, value },
      {
        onSuccess: (answer) => {
          setConflict(false);
          form.reset(answer.value);
          showSnackbar({ message: t('saved'), type: 'success' });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'stale_revision') {
            // The newer revision arrives with the reload; what the owner typed stays in the form.
            setConflict(true);
            void onReload();
            return;
          }
          if (!(isApiError(error) && applyServerErrors(error, form.setError))) showSnackbar({ message: errorText(error) });
        },
      },
    ),
  );

  const addTable = () => {
    const current = form.getValues('tables');
    const taken = new Set(current.map((table) => table.key));
    const name = t('tables.newName', { number: current.length + 1 });
    tables.append(
      { key: keyFromName(name, taken, 'table'), name, capacity: 4, area: current.at(-1)?.area, reservable: true },
      { shouldFocus: true, focusName: `tables.${current.length}.name` },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6 pb-24" data-testid="tables-form">
      {conflict && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4" data-testid="tables-conflict">
          <p className="me-auto text-sm font-medium text-amber-900">{t('conflict.body')}</p>
          <button
            type="button"
            className={buttonClass('secondary', 'md')}
            onClick={() => {
              form.reset(saved);
              setConflict(false);
            }}
          >
            {t('conflict.takeTheirs')}
          </button>
        </div>
      )}
      <section className="rounded-2xl border border-line bg-surface p-4 shadow-sm" aria-labelledby="tables-heading">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="tables-heading" className="me-auto text-lg font-bold">
            {t('tables.heading')}
          </h2>
          <Link to="/manager?view=tables" className={buttonClass('ghost', 'md')}>
            <Icon name="grid" />
            {t('tables.printCodes')}
          </Link>
        </div>
        <p className="mt-1 text-sm text-muted">{t('tables.hint')}</p>
        <TableRows form={form} fields={tables.fields} onRemove={tables.remove} />
        <button type="button" onClick={addTable} className={buttonClass('secondary', 'md', 'mt-4')} data-testid="add-table">
          <Icon name="plus" />
          {t('tables.add')}
        </button>
      </section>
      <ReservationFields form={form} />
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-[1200px] items-center gap-3 px-4 py-3">
          <p className="me-auto text-sm font-semibold text-muted" role="status">
            {form.formState.isDirty ? t('unsaved') : ''}
          </p>
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={save.isPending} data-testid="save-tables">
            <Icon name="check" />
            {save.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </div>
    </form>
  );
}
