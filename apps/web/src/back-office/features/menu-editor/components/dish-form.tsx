import { useCallback, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  draftProductSchema,
  keyFromName,
  type DraftProductInput,
  type MenuDraft,
} from '@tavola/domain/schemas/menu-editor';
import { additiveNumber } from '@tavola/domain/schemas/additives';
import { ADDITIVE_CODES } from '@tavola/domain/schemas/additives';
import { ALLERGEN_CODES } from '@tavola/domain/schemas/allergens';
import { useRestaurantInfo } from '../../../../api/restaurant-info.ts';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { useErrorOf } from '../hooks/use-error-of.ts';
import {
  amountText,
  compact,
  decimalText,
  toNumber,
  toOptionalText,
  toTranslations,
  withKeys,
} from '../lib/form-values.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { EntryForm } from './entry-form.tsx';
import type { EntryFormSlotProps } from './entry-sheet.tsx';
import { CheckRow, Field, FieldSet, inputClass } from '../../../shared/field.tsx';
import { HappyHoursFields } from './happy-hours-fields.tsx';
import { ImageField } from './image-field.tsx';
import { PackageStepsFields } from './package-steps-fields.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { TranslationsFields } from './translations-fields.tsx';

/** The form's view of a dish: the draft's own shape. */
export type DishValues = DraftProductInput;
export type DishForm = UseFormReturn<DishValues>;

function emptyDish(category: string): DishValues {
  return {
    key: '',
    category,
    name: '',
    price: undefined as unknown as number,
    translations: {},
    allergens: [],
    additives: [],
    vegetarian: false,
    vegan: false,
    happyHours: [],
    additionalInfo: { name: false, date: false },
    pinned: false,
    multipleAllowed: true,
    deliveryTypes: [],
  };
}

/** Every field a dish has in the import format; stock and sold out are the live lever on the list. */
export function DishForm({ token, draft, entry, formId, categoryKey, onSaved, dirtyCheck }: EntryFormSlotProps) {
  const prepare = useCallback(
    (values: DishValues): DishValues => {
      const taken = new Set(draft.products.map((p) => p.key));
      const depot =
        values.depot && (values.depot.name || toNumber(values.depot.price) !== undefined) ? values.depot : undefined;
      const steps = values.packageSteps?.length ? withKeys(values.packageSteps, 'step') : undefined;
      return compact({
        ...values,
        key: values.key || keyFromName(values.name, taken, 'dish'),
        subcategory: toOptionalText(values.subcategory),
        description: toOptionalText(values.description),
        image: toOptionalText(values.image),
        translations: toTranslations(values.translations),
        price: toNumber(values.price) as number,
        vatRate: toNumber(values.vatRate),
        minPrice: toNumber(values.minPrice),
        priority: toNumber(values.priority),
        depot: depot && { name: depot.name, price: toNumber(depot.price) as number },
        packageSteps: steps?.map((step) => ({
          ...step,
          min: toNumber(step.min) as number,
          max: toNumber(step.max) as number,
        })),
      });
    },
    [draft.products],
  );
  const defaults = useMemo(
    () => emptyDish(categoryKey ?? draft.categories[0]?.key ?? ''),
    [categoryKey, draft.categories],
  );
  const { lang } = useEditorTexts();
  // The form keeps amounts as typed text; prepare reads them back as numbers.
  const toForm = useCallback(
    (value: DishValues): DishValues =>
      ({
        ...value,
        price: amountText(value.price, lang),
        minPrice: amountText(value.minPrice, lang),
        vatRate: decimalText(value.vatRate, lang),
        depot: value.depot && { ...value.depot, price: amountText(value.depot.price, lang) },
      }) as unknown as DishValues,
    [lang],
  );
  return (
    <EntryForm
      token={token}
      kind="products"
      entry={entry}
      schema={draftProductSchema}
      defaults={defaults}
      prepare={prepare}
      toForm={toForm}
      formId={formId}
      onSaved={onSaved}
      dirtyCheck={dirtyCheck}
    >
      {(form) => <DishFields form={form} draft={draft} />}
    </EntryForm>
  );
}

function DishFields({ form, draft }: { form: DishForm; draft: MenuDraft }) {
  const { t } = useEditorTexts();
  // The additives' names are the storefront's own (its legend under the menu), with their footnote numbers.
  const { t: shared } = useTranslation();
  const { register, control, watch, setValue } = form;
  const errorOf = useErrorOf(form);
  const category = draft.categories.find((c) => c.key === watch('category'));
  const money = { setValueAs: toNumber };
  // Only the ways of ordering the restaurant offers are worth a box.
  const offered = useRestaurantInfo().data?.deliveryTypes.map((type) => type.name) ?? [];
  return (
    <div className="space-y-4">
      <Field label={t('fields.name')} error={errorOf('name')}>
        {(c) => <input {...c} {...register('name')} className={inputClass} dir="auto" data-testid="field-name" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.category')} error={errorOf('category')}>
          {(c) => (
            <select {...c} {...register('category')} className={inputClass}>
              {draft.categories.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.value.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.subcategory')} error={errorOf('subcategory')}>
          {(c) => (
            <select
              {...c}
              {...register('subcategory')}
              className={inputClass}
              disabled={!category?.value.subcategories.length}
            >
              <option value="">{t('fields.noSubcategory')}</option>
              {category?.value.subcategories.map((sub) => (
                <option key={sub.key} value={sub.key}>
                  {sub.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
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
                kind="dish"
                label={t('fields.image')}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          </Field>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.price')} error={errorOf('price')}>
          {(c) => (
            <input
              {...c}
              {...register('price', money)}
              inputMode="decimal"
              className={inputClass}
              dir="ltr"
              data-testid="field-price"
            />
          )}
        </Field>
        <Field label={t('fields.minPrice')} hint={t('fields.minPriceHint')} error={errorOf('minPrice')}>
          {(c) => (
            <input {...c} {...register('minPrice', money)} inputMode="decimal" className={inputClass} dir="ltr" />
          )}
        </Field>
      </div>
      <Field label={t('fields.vatRate')} hint={t('fields.vatRateHint')} error={errorOf('vatRate')}>
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
      <FieldSet legend={t('fields.deposit')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('fields.depositName')} error={errorOf('depot.name')}>
            {(c) => <input {...c} {...register('depot.name')} className={inputClass} dir="auto" />}
          </Field>
          <Field label={t('fields.depositPrice')} error={errorOf('depot.price')}>
            {(c) => (
              <input {...c} {...register('depot.price', money)} inputMode="decimal" className={inputClass} dir="ltr" />
            )}
          </Field>
        </div>
      </FieldSet>
      <FieldSet legend={t('fields.allergens')}>
        <Controller
          control={control}
          name="allergens"
          render={({ field }) => (
            <CheckboxGroup
              options={ALLERGEN_CODES.map((code) => ({ value: code, label: shared(`allergens.${code}`) }))}
              value={field.value}
              onChange={field.onChange}
              testId="allergens"
            />
          )}
        />
      </FieldSet>
      <FieldSet legend={t('fields.diet')}>
        <CheckRow
          label={t('fields.vegetarian')}
          // …and a dish that is not vegetarian is not vegan either.
          {...register('vegetarian', {
            onChange: (event: { target: { checked: boolean } }) => {
              if (!event.target.checked) setValue('vegan', false, { shouldDirty: true });
            },
          })}
          data-testid="field-vegetarian"
        />
        <CheckRow
          label={t('fields.vegan')}
          // A vegan dish is vegetarian too…
          {...register('vegan', {
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) setValue('vegetarian', true, { shouldDirty: true });
            },
          })}
          data-testid="field-vegan"
        />
      </FieldSet>
      <FieldSet legend={t('fields.additives')} hint={t('fields.additivesHint')}>
        <Controller
          control={control}
          name="additives"
          render={({ field }) => (
            <CheckboxGroup
              options={ADDITIVE_CODES.map((code) => ({
                value: code,
                label: `${additiveNumber(code)} · ${shared(`additives.${code}`, { defaultValue: code })}`,
              }))}
              value={field.value}
              onChange={field.onChange}
              testId="additives"
            />
          )}
        />
      </FieldSet>
      <TranslationsFields form={form} base="translations" />
      <FieldSet legend={t('fields.flags')}>
        <CheckRow label={t('fields.pinned')} {...register('pinned')} />
        <CheckRow label={t('fields.multipleAllowed')} {...register('multipleAllowed')} />
        <CheckRow label={t('fields.askName')} {...register('additionalInfo.name')} />
        <CheckRow label={t('fields.askDate')} {...register('additionalInfo.date')} />
        <Field
          label={t('fields.priority')}
          hint={t('fields.priorityHint')}
          error={errorOf('priority')}
          className="mt-2"
        >
          {(c) => (
            <input
              {...c}
              {...register('priority', { setValueAs: toNumber })}
              inputMode="numeric"
              className={`${inputClass} w-32`}
            />
          )}
        </Field>
      </FieldSet>
      {offered.length > 1 && (
        <FieldSet legend={t('fields.deliveryTypes')} hint={t('fields.deliveryTypesHint')}>
          <Controller
            control={control}
            name="deliveryTypes"
            render={({ field }) => (
              <CheckboxGroup
                options={offered.map((type) => ({ value: type, label: t(`deliveryTypes.${type}`) }))}
                value={field.value}
                onChange={field.onChange}
                testId="delivery-types"
              />
            )}
          />
        </FieldSet>
      )}
      <HappyHoursFields form={form} />
      <PackageStepsFields form={form} draft={draft} />
    </div>
  );
}
