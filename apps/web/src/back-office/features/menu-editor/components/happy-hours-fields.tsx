import { useFieldArray } from 'react-hook-form';
import { WEEKDAY_NAMES } from '@tavola/domain/schemas/restaurant-import';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { useErrorOf } from '../hooks/use-error-of.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import type { DishForm } from './dish-form.tsx';
import { Field, FieldSet, inputClass } from '../../../shared/field.tsx';

/** Monday first, as a week reads on a menu; the format keeps Sunday = 0. */
const WEEK = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]];

/** The weekly windows a dish is on offer in (happy hour, lunch only); none: whenever orders are taken. */
export function HappyHoursFields({ form }: { form: DishForm }) {
  const { t } = useEditorTexts();
  const { control, register } = form;
  const errorOf = useErrorOf(form);
  const windows = useFieldArray({ control, name: 'happyHours', keyName: 'rowId' });
  return (
    <FieldSet legend={t('fields.happyHours')} hint={t('fields.happyHoursHint')}>
      <ul className="space-y-3">
        {windows.fields.map((row, index) => (
          <li key={row.rowId} className="flex flex-wrap items-end gap-2" data-testid="happy-hour">
            <Field label={t('fields.day')} className="min-w-36 flex-1" error={errorOf(`happyHours.${index}.day`)}>
              {(c) => (
                <select {...c} {...register(`happyHours.${index}.day`)} className={inputClass}>
                  {WEEK.map((day) => (
                    <option key={day} value={day}>
                      {t(`days.${day}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('fields.from')} className="w-32" error={errorOf(`happyHours.${index}.from`)}>
              {(c) => <input {...c} type="time" {...register(`happyHours.${index}.from`)} className={inputClass} />}
            </Field>
            <Field label={t('fields.until')} className="w-32" error={errorOf(`happyHours.${index}.until`)}>
              {(c) => <input {...c} type="time" {...register(`happyHours.${index}.until`)} className={inputClass} />}
            </Field>
            <button
              type="button"
              onClick={() => windows.remove(index)}
              aria-label={`${t('actions.remove')}: ${t('fields.happyHours')} ${index + 1}`}
              className={buttonClass('ghost', 'icon')}
            >
              <Icon name="trash" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => windows.append({ day: 'monday', from: '11:30', until: '14:30' })}
        className={buttonClass('soft', 'md', 'mt-3')}
      >
        <Icon name="plus" />
        {t('fields.addHappyHour')}
      </button>
    </FieldSet>
  );
}
