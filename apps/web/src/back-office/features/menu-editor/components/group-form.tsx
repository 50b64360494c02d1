import { useCallback, useMemo } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import {
  draftAttributeGroupSchema,
  keyFromName,
  type DraftAttributeGroupInput,
  type MenuDraft,
} from '@tavola/domain/schemas/menu-editor';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { useErrorOf } from '../hooks/use-error-of.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { amountText, compact, toNumber, toOptionalText, toTranslations, withKeys } from '../lib/form-values.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { EntryForm } from './entry-form.tsx';
import type { EntryFormSlotProps } from './entry-sheet.tsx';
import { CheckRow, Field, FieldSet, inputClass } from '../../../shared/field.tsx';
import { TranslatedNames } from './translations-fields.tsx';

const EMPTY: DraftAttributeGroupInput = {
  key: '',
  name: '',
  translations: {},
  minimum: 0,
  maximum: 1,
  multiSelect: false,
  items: [{ key: '', name: '', price: 0 }],
  categories: [],
  products: [],
};

/** An option group: how many choices, the options with their prices, and the dishes it applies to. */
export function GroupForm({ token, draft, entry, formId, onSaved, dirtyCheck }: EntryFormSlotProps) {
  const prepare = useCallback(
    (values: DraftAttributeGroupInput): DraftAttributeGroupInput => {
      const taken = new Set(draft.attributeGroups.map((g) => g.key));
      return compact({
        ...values,
        key: values.key || keyFromName(values.name, taken, 'options'),
        translations: toTranslations(values.translations),
        minimum: toNumber(values.minimum),
        maximum: toNumber(values.maximum) as number,
        items: (withKeys(values.items, 'option') ?? []).map((item) =>
          compact({
            ...item,
            translations: toTranslations(item.translations),
            price: toNumber(item.price) ?? 0,
            image: toOptionalText(item.image),
          }),
        ),
      });
    },
    [draft.attributeGroups],
  );
  const defaults = useMemo(() => EMPTY, []);
  const { lang } = useEditorTexts();
  // The form keeps amounts as typed text; prepare reads them back as numbers.
  const toForm = useCallback(
    (value: DraftAttributeGroupInput): DraftAttributeGroupInput =>
      ({
        ...value,
        items: value.items.map((item) => ({ ...item, price: amountText(item.price, lang) })),
      }) as unknown as DraftAttributeGroupInput,
    [lang],
  );
  return (
    <EntryForm
      token={token}
      kind="attribute-groups"
      entry={entry}
      schema={draftAttributeGroupSchema}
      defaults={defaults}
      prepare={prepare}
      toForm={toForm}
      formId={formId}
      onSaved={onSaved}
      dirtyCheck={dirtyCheck}
    >
      {(form) => <GroupFields form={form} draft={draft} />}
    </EntryForm>
  );
}

function GroupFields({ form, draft }: { form: UseFormReturn<DraftAttributeGroupInput>; draft: MenuDraft }) {
  const { t } = useEditorTexts();
  const { register, control } = form;
  const errorOf = useErrorOf(form);
  const items = useFieldArray({ control, name: 'items', keyName: 'rowId' });
  const count = { setValueAs: toNumber };
  return (
    <div className="space-y-4">
      <Field label={t('fields.name')} error={errorOf('name')}>
        {(c) => <input {...c} {...register('name')} className={inputClass} dir="auto" data-testid="field-name" />}
      </Field>
      <TranslatedNames form={form} base="translations" />
      <div className="grid grid-cols-2 gap-4">
        <Field label={t('fields.minimum')} error={errorOf('minimum')}>
          {(c) => (
            <input
              {...c}
              {...register('minimum', count)}
              inputMode="numeric"
              className={inputClass}
              data-testid="field-minimum"
            />
          )}
        </Field>
        <Field label={t('fields.maximum')} error={errorOf('maximum')}>
          {(c) => (
            <input
              {...c}
              {...register('maximum', count)}
              inputMode="numeric"
              className={inputClass}
              data-testid="field-maximum"
            />
          )}
        </Field>
      </div>
      <CheckRow label={t('fields.multiSelect')} {...register('multiSelect')} />
      <FieldSet legend={t('fields.items')}>
        {errorOf('items') && <p className="mb-2 text-sm font-medium text-red-700">{errorOf('items')}</p>}
        <ul className="space-y-3">
          {items.fields.map((row, index) => (
            <li key={row.rowId} className="flex flex-wrap items-end gap-2" data-testid="group-item">
              <Field label={t('fields.itemName')} className="min-w-40 flex-1" error={errorOf(`items.${index}.name`)}>
                {(c) => <input {...c} {...register(`items.${index}.name`)} className={inputClass} dir="auto" />}
              </Field>
              <Field label={t('fields.itemPrice')} className="w-32" error={errorOf(`items.${index}.price`)}>
                {(c) => (
                  <input
                    {...c}
                    {...register(`items.${index}.price`, count)}
                    inputMode="decimal"
                    className={inputClass}
                    dir="ltr"
                  />
                )}
              </Field>
              <button
                type="button"
                onClick={() => items.remove(index)}
                disabled={items.fields.length === 1}
                aria-label={`${t('actions.remove')}: ${t('fields.itemName')} ${index + 1}`}
                className={buttonClass('ghost', 'icon')}
              >
                <Icon name="trash" />
              </button>
              <TranslatedNames form={form} base={`items.${index}.translations`} />
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => items.append({ key: '', name: '', price: 0 })}
          className={buttonClass('soft', 'md', 'mt-3')}
        >
          <Icon name="plus" />
          {t('fields.addItem')}
        </button>
      </FieldSet>
      <FieldSet legend={t('fields.appliesToCategories')}>
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <CheckboxGroup
              options={draft.categories.map((c) => ({ value: c.key, label: c.value.name }))}
              value={field.value}
              onChange={field.onChange}
              testId="group-categories"
            />
          )}
        />
      </FieldSet>
      <FieldSet legend={t('fields.appliesToProducts')}>
        <Controller
          control={control}
          name="products"
          render={({ field }) => (
            <CheckboxGroup
              options={draft.products.map((p) => ({ value: p.key, label: p.value.name }))}
              value={field.value}
              onChange={field.onChange}
              scroll
              testId="group-products"
            />
          )}
        />
      </FieldSet>
    </div>
  );
}
