import { useCallback, useMemo } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { draftCategorySchema, keyFromName, type DraftCategoryInput } from '@tavola/domain/schemas/menu-editor';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { compact, decimalText, toNumber, toOptionalText, toTranslations, withKeys } from '../lib/form-values.ts';
import { EntryForm } from './entry-form.tsx';
import type { EntryFormSlotProps } from './entry-sheet.tsx';
import { CheckRow, Field, FieldSet, inputClass } from '../../../shared/field.tsx';
import { ImageField } from './image-field.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { TranslatedNames, TranslationsFields } from './translations-fields.tsx';
import { useErrorOf } from '../hooks/use-error-of.ts';

const EMPTY: DraftCategoryInput = {
  key: '',
  name: '',
  translations: {},
  extra: false,
  hidden: false,
  subcategories: [],
};

/** A category: name, description, picture, foot note, extra or not, hidden or not, priority and its subcategories. */
export function CategoryForm({ token, draft, entry, formId, onSaved, dirtyCheck }: EntryFormSlotProps) {
  const prepare = useCallback(
    (values: DraftCategoryInput): DraftCategoryInput => {
      const taken = new Set(draft.categories.map((c) => c.key));
      // Subcategory keys are unique across the whole menu, not only in their category.
      const otherSubKeys = new Set(
        draft.categories.filter((c) => c.key !== values.key).flatMap((c) => c.value.subcategories.map((s) => s.key)),
      );
      return compact({
        ...values,
        key: values.key || keyFromName(values.name, taken, 'category'),
        description: toOptionalText(values.description),
        footNote: toOptionalText(values.footNote),
        image: toOptionalText(values.image),
        translations: toTranslations(values.translations),
        vatRate: toNumber(values.vatRate),
        priority: toNumber(values.priority),
        subcategories: withKeys(values.subcategories, 'sub', otherSubKeys)?.map((sub) =>
          compact({
            ...sub,
            translations: toTranslations(sub.translations),
            priority: toNumber(sub.priority),
            image: toOptionalText(sub.image),
          }),
        ),
      });
    },
    [draft.categories],
  );
  const defaults = useMemo(() => EMPTY, []);
  const { lang } = useEditorTexts();
  // The form keeps the rate as typed text; prepare reads it back as a number.
  const toForm = useCallback(
    (value: DraftCategoryInput): DraftCategoryInput =>
      ({ ...value, vatRate: decimalText(value.vatRate, lang) }) as unknown as DraftCategoryInput,
    [lang],
  );
  return (
    <EntryForm
      token={token}
      kind="categories"
      entry={entry}
      schema={draftCategorySchema}
      defaults={defaults}
      prepare={prepare}
      toForm={toForm}
      formId={formId}
      onSaved={onSaved}
      dirtyCheck={dirtyCheck}
    >
      {(form) => <CategoryFields form={form} />}
    </EntryForm>
  );
}

function CategoryFields({ form }: { form: UseFormReturn<DraftCategoryInput> }) {
  const { t } = useEditorTexts();
  const { register, control } = form;
  const errorOf = useErrorOf(form);
  const subs = useFieldArray({ control, name: 'subcategories', keyName: 'rowId' });
  return (
    <div className="space-y-4">
      <Field label={t('fields.name')} error={errorOf('name')}>
        {(c) => <input {...c} {...register('name')} className={inputClass} dir="auto" data-testid="field-name" />}
      </Field>
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <Field label={t('fields.description')} hint={t('fields.descriptionHint')} error={errorOf('description')}>
            {(c) => <RichTextField {...c} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          </Field>
        )}
      />
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <Field label={t('fields.image')} error={errorOf('image')}>
            {(c) => (
              <ImageField
                id={c.id}
                kind="category"
                label={t('fields.image')}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          </Field>
        )}
      />
      <Field label={t('fields.footNote')} hint={t('fields.footNoteHint')} error={errorOf('footNote')}>
        {(c) => (
          <textarea {...c} {...register('footNote')} rows={2} className={`${inputClass} h-auto py-2`} dir="auto" />
        )}
      </Field>
      <Field label={t('fields.vatRate')} hint={t('fields.categoryVatRateHint')} error={errorOf('vatRate')}>
        {(c) => (
          <input
            {...c}
            {...register('vatRate')}
            inputMode="decimal"
            className={`${inputClass} w-32`}
            dir="ltr"
            data-testid="field-vat-rate"
          />
        )}
      </Field>
      <TranslationsFields form={form} base="translations" />
      <CheckRow label={t('fields.extra')} {...register('extra')} />
      <CheckRow label={t('fields.hidden')} {...register('hidden')} data-testid="field-hidden" />
      <Field label={t('fields.priority')} hint={t('fields.priorityHint')} error={errorOf('priority')}>
        {(c) => (
          <input
            {...c}
            {...register('priority', { setValueAs: toNumber })}
            inputMode="numeric"
            className={`${inputClass} w-32`}
          />
        )}
      </Field>
      <FieldSet legend={t('fields.subcategories')}>
        <ul className="space-y-3">
          {subs.fields.map((row, index) => (
            <li key={row.rowId} className="flex flex-wrap items-end gap-2 rounded-xl bg-stone-50 p-3">
              <Field
                label={t('fields.name')}
                error={errorOf(`subcategories.${index}.name`)}
                className="min-w-40 flex-1"
              >
                {(c) => <input {...c} {...register(`subcategories.${index}.name`)} className={inputClass} dir="auto" />}
              </Field>
              <Field label={t('fields.priority')} error={errorOf(`subcategories.${index}.priority`)} className="w-24">
                {(c) => (
                  <input
                    {...c}
                    {...register(`subcategories.${index}.priority`, { setValueAs: toNumber })}
                    inputMode="numeric"
                    className={inputClass}
                  />
                )}
              </Field>
              <button
                type="button"
                onClick={() => subs.remove(index)}
                aria-label={`${t('actions.remove')}: ${form.getValues(`subcategories.${index}.name`) || index + 1}`}
                className={buttonClass('ghost', 'icon')}
              >
                <Icon name="trash" />
              </button>
              <Controller
                control={control}
                name={`subcategories.${index}.image`}
                render={({ field }) => (
                  <Field label={t('fields.image')} error={errorOf(`subcategories.${index}.image`)} className="w-full">
                    {(c) => (
                      <ImageField
                        id={c.id}
                        kind="category"
                        label={t('fields.image')}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    )}
                  </Field>
                )}
              />
              <TranslatedNames form={form} base={`subcategories.${index}.translations`} />
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => subs.append({ key: '', name: '' })}
          className={buttonClass('soft', 'md', 'mt-3')}
        >
          <Icon name="plus" />
          {t('fields.addSubcategory')}
        </button>
      </FieldSet>
    </div>
  );
}
