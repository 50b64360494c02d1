import { useId } from 'react';
import { useWatch, type FieldArrayWithId, type UseFormReturn } from 'react-hook-form';
import type { OwnerTables } from '@tavola/domain/schemas/owner-tables';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { inputClass } from '../../../shared/field.tsx';
import { useTablesTexts } from '../i18n/use-tables-texts.ts';

interface TableRowsProps {
  form: UseFormReturn<OwnerTables>;
  fields: FieldArrayWithId<OwnerTables, 'tables'>[];
  onRemove: (index: number) => void;
}

/**
 * The tables as rows (a card each on a phone): name, seats, area (suggesting the areas in use) and
 * whether guests may reserve it. Labels stay for screen readers where the column heads show them.
 */
export function TableRows({ form, fields, onRemove }: TableRowsProps) {
  const { t } = useTablesTexts();
  const areasId = useId();
  const tables = useWatch({ control: form.control, name: 'tables' }) ?? [];
  const areas = [...new Set(tables.map((table) => table.area?.trim()).filter((area): area is string => !!area))];
  const seats = tables.reduce((sum, table) => sum + (Number(table.capacity) || 0), 0);
  if (fields.length === 0) return <p className="mt-4 rounded-xl bg-stone-50 p-4 text-muted">{t('tables.empty')}</p>;
  return (
    <>
      <p className="mt-3 text-sm font-semibold" data-testid="tables-summary">
        {t('tables.count', { count: tables.length, seats })}
      </p>
      <datalist id={areasId}>
        {areas.map((area) => (
          <option key={area} value={area} />
        ))}
      </datalist>
      <div
        aria-hidden="true"
        className="mt-3 hidden grid-cols-[minmax(0,2fr)_6rem_minmax(0,2fr)_auto_2.75rem] gap-3 px-1 text-xs font-bold text-muted uppercase sm:grid"
      >
        <span>{t('tables.name')}</span>
        <span>{t('tables.seats')}</span>
        <span>{t('tables.area')}</span>
        <span>{t('tables.reservable')}</span>
        <span />
      </div>
      <ul className="mt-2 space-y-3 sm:space-y-2">
        {fields.map((field, index) => {
          const errors = form.formState.errors.tables?.[index];
          const name = tables[index]?.name || t('tables.newName', { number: index + 1 });
          return (
            <li
              key={field.id}
              className="grid grid-cols-2 gap-3 rounded-xl border border-line p-3 sm:grid-cols-[minmax(0,2fr)_6rem_minmax(0,2fr)_auto_2.75rem] sm:items-start sm:border-0 sm:p-1"
              data-testid="table-row"
            >
              <Cell label={t('tables.name')} error={errors?.name?.message} className="col-span-2 sm:col-span-1">
                {(control) => <input {...control} {...form.register(`tables.${index}.name`)} className={inputClass} autoComplete="off" data-testid="table-name" />}
              </Cell>
              <Cell label={t('tables.seats')} error={errors?.capacity?.message}>
                {(control) => (
                  <input
                    {...control}
                    {...form.register(`tables.${index}.capacity`, { valueAsNumber: true })}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={100}
                    className={inputClass}
                    data-testid="table-seats"
                  />
                )}
              </Cell>
              <Cell label={t('tables.area')} error={errors?.area?.message}>
                {(control) => (
                  <input
                    {...control}
                    {...form.register(`tables.${index}.area`, { setValueAs: (value: string) => value.trim() || undefined })}
                    list={areasId}
                    className={inputClass}
                    autoComplete="off"
                  />
                )}
              </Cell>
              <label className="flex min-h-11 items-center gap-2 text-[15px] sm:mt-1">
                <input type="checkbox" {...form.register(`tables.${index}.reservable`)} className="size-5 accent-primary" />
                <span className="sm:sr-only">{t('tables.reservable')}</span>
              </label>
              <button
                type="button"
                onClick={() => onRemove(index)}
                className={buttonClass('ghost', 'md', 'size-11 justify-self-end px-0 sm:mt-1')}
                aria-label={t('tables.remove', { name })}
                data-testid="remove-table"
              >
                <Icon name="trash" className="size-5 shrink-0" />
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

interface CellProps {
  label: string;
  error?: string;
  className?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode;
}

/** One control of a row: its label shown on a phone, read out everywhere; its error under it. */
function Cell({ label, error, className = '', children }: CellProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold sm:sr-only">
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
