import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import type { MenuDraft } from '@tavola/domain/schemas/menu-editor';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { useErrorOf } from '../hooks/use-error-of.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { toNumber } from '../lib/form-values.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import type { DishForm } from './dish-form.tsx';
import { CheckRow, Field, FieldSet, inputClass } from '../../../shared/field.tsx';

/** A package's steps, each a choice among other dishes (packages never nest, so they are not offered). */
export function PackageStepsFields({ form, draft }: { form: DishForm; draft: MenuDraft }) {
  const { t } = useEditorTexts();
  const { control, register, getValues } = form;
  const errorOf = useErrorOf(form);
  const steps = useFieldArray({ control, name: 'packageSteps', keyName: 'rowId' });
  const [isPackage, setIsPackage] = useState(() => (getValues('packageSteps')?.length ?? 0) > 0);
  const self = getValues('key');
  const components = draft.products
    .filter((p) => p.key !== self && !p.value.packageSteps?.length)
    .map((p) => ({ value: p.key, label: p.value.name }));
  return (
    <FieldSet legend={t('fields.packageSteps')} hint={t('fields.packageHint')}>
      <CheckRow
        label={t('dishes.package')}
        checked={isPackage}
        onChange={(event) => {
          setIsPackage(event.target.checked);
          // The steps go with the box: a dish without steps is no package (prepare drops an empty list).
          if (!event.target.checked) steps.replace([]);
        }}
      />
      {isPackage && (
        <>
          <ol className="mt-3 space-y-4">
            {steps.fields.map((row, index) => (
              <li key={row.rowId} className="rounded-xl bg-stone-50 p-3">
                <div className="flex flex-wrap items-end gap-2">
                  <Field
                    label={t('fields.stepName')}
                    className="min-w-40 flex-1"
                    error={errorOf(`packageSteps.${index}.name`)}
                  >
                    {(c) => (
                      <input {...c} {...register(`packageSteps.${index}.name`)} className={inputClass} dir="auto" />
                    )}
                  </Field>
                  <Field label={t('fields.min')} className="w-24" error={errorOf(`packageSteps.${index}.min`)}>
                    {(c) => (
                      <input
                        {...c}
                        {...register(`packageSteps.${index}.min`, { setValueAs: toNumber })}
                        inputMode="numeric"
                        className={inputClass}
                      />
                    )}
                  </Field>
                  <Field label={t('fields.max')} className="w-24" error={errorOf(`packageSteps.${index}.max`)}>
                    {(c) => (
                      <input
                        {...c}
                        {...register(`packageSteps.${index}.max`, { setValueAs: toNumber })}
                        inputMode="numeric"
                        className={inputClass}
                      />
                    )}
                  </Field>
                  <button
                    type="button"
                    onClick={() => steps.remove(index)}
                    aria-label={`${t('actions.remove')}: ${t('fields.stepName')} ${index + 1}`}
                    className={buttonClass('ghost', 'icon')}
                  >
                    <Icon name="trash" />
                  </button>
                </div>
                <Field label={t('fields.question')} className="mt-2" error={errorOf(`packageSteps.${index}.question`)}>
                  {(c) => (
                    <input {...c} {...register(`packageSteps.${index}.question`)} className={inputClass} dir="auto" />
                  )}
                </Field>
                <p className="mt-3 text-sm font-semibold">{t('fields.stepProducts')}</p>
                <Controller
                  control={control}
                  name={`packageSteps.${index}.products`}
                  render={({ field }) => (
                    <CheckboxGroup options={components} value={field.value} onChange={field.onChange} scroll />
                  )}
                />
                {errorOf(`packageSteps.${index}.products`) && (
                  <p className="mt-1 text-sm font-medium text-red-700">{errorOf(`packageSteps.${index}.products`)}</p>
                )}
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={() => steps.append({ key: '', name: '', min: 1, max: 1, products: [] })}
            className={buttonClass('soft', 'md', 'mt-3')}
          >
            <Icon name="plus" />
            {t('fields.addStep')}
          </button>
        </>
      )}
    </FieldSet>
  );
}
