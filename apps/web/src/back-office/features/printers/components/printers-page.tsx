import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { DELIVERY_TYPES } from '@tavola/domain/schemas/basket';
import type { OwnerPrinters } from '@tavola/domain/schemas/owner-printers';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { inputClass } from '../../../shared/field.tsx';
import { OwnerFrame, OwnerNotice } from '../../../shared/owner-frame.tsx';
import { errorText } from '../../../shared/owner-request.ts';
import { applyServerErrors } from '../../../shared/server-field-errors.ts';
import { useOwnerPrinters, usePrintTestPage, usePrinterCategories, useSavePrinters } from '../api/owner-printers-api.ts';
import { usePrintersTexts } from '../i18n/use-printers-texts.ts';

/** /manager/printers: the kitchen's ESC/POS printers, what each prints and when, with a test page. */
export function PrintersPage() {
  const { t } = usePrintersTexts();
  return <OwnerFrame title={t('title')}>{(token) => <PrintersScreen token={token} />}</OwnerFrame>;
}

function PrintersScreen({ token }: { token: string }) {
  const section = useOwnerPrinters(token);
  if (section.error && isApiError(section.error) && section.error.status === 403) return <OwnerNotice kind="ownerOnly" />;
  if (section.error && !section.data) return <OwnerNotice kind="loadFailed" onRetry={() => void section.refetch()} />;
  if (!section.data) return <Skeleton className="h-64 w-full rounded-2xl" />;
  return <PrintersForm token={token} revision={section.data.revision} saved={section.data.value} onReload={() => section.refetch()} />;
}

interface PrintersFormProps {
  token: string;
  revision: number;
  saved: OwnerPrinters;
  onReload: () => Promise<unknown>;
}

function PrintersForm({ token, revision, saved, onReload }: PrintersFormProps) {
  const { t } = usePrintersTexts();
  const form = useForm<OwnerPrinters>({ defaultValues: saved, mode: 'onTouched' });
  const printers = useFieldArray({ control: form.control, name: 'printers', keyName: 'fieldKey' });
  const save = useSavePrinters(token);
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
            setConflict(true);
            void onReload();
            return;
          }
          if (!(isApiError(error) && applyServerErrors(error, form.setError))) showSnackbar({ message: errorText(error) });
        },
      },
    ),
  );

  const addPrinter = () => {
    const count = form.getValues('printers').length;
    printers.append(
      { name: t('newName', { number: count + 1 }), host: '', port: 9100, deliveryTypes: [], categoryIds: [], printOn: 'accept' },
      { shouldFocus: true, focusName: `printers.${count}.host` },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 pb-24" data-testid="printers-form">
      {conflict && (
        <p role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900">
          {t('conflict')}
        </p>
      )}
      <p className="text-muted">{t('intro')}</p>
      {printers.fields.length === 0 && <p className="rounded-xl bg-stone-50 p-4 text-muted">{t('empty')}</p>}
      <ul className="space-y-4">
        {printers.fields.map((field, index) => (
          <PrinterCard key={field.fieldKey} form={form} index={index} token={token} onRemove={() => printers.remove(index)} />
        ))}
      </ul>
      <button type="button" onClick={addPrinter} className={buttonClass('secondary', 'md')} data-testid="add-printer">
        <Icon name="plus" />
        {t('add')}
      </button>
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-[1200px] items-center gap-3 px-4 py-3">
          <p className="me-auto text-sm font-semibold text-muted" role="status">
            {form.formState.isDirty ? t('unsaved') : ''}
          </p>
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={save.isPending} data-testid="save-printers">
            <Icon name="check" />
            {save.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </div>
    </form>
  );
}

interface PrinterCardProps {
  form: UseFormReturn<OwnerPrinters>;
  index: number;
  token: string;
  onRemove: () => void;
}

function PrinterCard({ form, index, token, onRemove }: PrinterCardProps) {
  const { t } = usePrintersTexts();
  const id = useId();
  const printer = useWatch({ control: form.control, name: `printers.${index}` });
  const errors = form.formState.errors.printers?.[index];
  const test = usePrintTestPage(token);
  const dirty = !!form.formState.dirtyFields.printers?.[index];
  const runTest = () => {
    if (printer?.id === undefined || dirty) {
      showSnackbar({ message: t('testNeedsSave') });
      return;
    }
    test.mutate(printer.id, {
      onSuccess: () => showSnackbar({ message: t('testSent'), type: 'success' }),
      onError: (error) => showSnackbar({ message: errorText(error) }),
    });
  };
  const field = (name: 'name' | 'host' | 'port', label: string, error?: string) => (
    <div className={name === 'port' ? 'col-span-1' : 'col-span-2 sm:col-span-1'}>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        {...form.register(`printers.${index}.${name}`, name === 'port' ? { valueAsNumber: true } : {})}
        className={inputClass}
        dir={name === 'name' ? undefined : 'ltr'}
        inputMode={name === 'port' ? 'numeric' : undefined}
        autoComplete="off"
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
        data-testid={`printer-${name}`}
      />
      {error && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm" data-testid="printer-card">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[2fr_2fr_7rem]">
        {field('name', t('name'), errors?.name?.message)}
        {field('host', t('host'), errors?.host?.message)}
        {field('port', t('port'), errors?.port?.message)}
      </div>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold">{t('types')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {DELIVERY_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" value={type} {...form.register(`printers.${index}.deliveryTypes`)} className="size-5 accent-primary" />
              {t(`typeNames.${type}`)}
            </label>
          ))}
        </div>
        <p className="text-sm text-muted">{t('typesHint')}</p>
      </fieldset>
      <CategoryChoice form={form} index={index} token={token} error={errors?.categoryIds?.message} />
      <div className="mt-3">
        <label htmlFor={`${id}-printOn`} className="block text-sm font-semibold">
          {t('printOn')}
        </label>
        <select id={`${id}-printOn`} {...form.register(`printers.${index}.printOn`)} className={inputClass} data-testid="printer-print-on">
          <option value="accept">{t('printOnAccept')}</option>
          <option value="arrival">{t('printOnArrival')}</option>
          <option value="manual">{t('printOnManual')}</option>
        </select>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={runTest} disabled={test.isPending} className={buttonClass('secondary', 'md')} data-testid="printer-test">
          <Icon name="receipt" />
          {t('test')}
        </button>
        <button
          type="button"
          onClick={onRemove}
          className={buttonClass('ghost', 'md', 'ms-auto')}
          aria-label={t('remove', { name: printer?.name ?? '' })}
          data-testid="remove-printer"
        >
          <Icon name="trash" className="size-5 shrink-0" />
        </button>
      </div>
    </li>
  );
}

/** Which categories the printer makes (none ticked: every line), e.g. only the drinks at the bar. */
function CategoryChoice({ form, index, token, error }: { form: UseFormReturn<OwnerPrinters>; index: number; token: string; error?: string }) {
  const { t } = usePrintersTexts();
  const id = useId();
  const choices = usePrinterCategories(token).data;
  const chosen = useWatch({ control: form.control, name: `printers.${index}.categoryIds` }) ?? [];
  if (!choices?.length) return null;
  const toggle = (categoryId: number, on: boolean) =>
    form.setValue(
      `printers.${index}.categoryIds`,
      on ? [...chosen, categoryId] : chosen.filter((idOf) => idOf !== categoryId),
      { shouldDirty: true },
    );
  return (
    <fieldset className="mt-3" aria-describedby={error ? `${id}-error` : undefined} data-testid="printer-categories">
      <legend className="text-sm font-semibold">{t('categories')}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4">
        {choices.map((category) => (
          <label key={category.id} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={chosen.includes(category.id)}
              onChange={(event) => toggle(category.id, event.target.checked)}
              className="size-5 accent-primary"
            />
            {category.name}
          </label>
        ))}
      </div>
      <p className="text-sm text-muted">{t('categoriesHint')}</p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
