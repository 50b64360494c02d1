import type { HoursValue } from '@tavola/domain/schemas/owner-hours';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Field, FieldSet, inputClass } from '../../../shared/field.tsx';
import { useHoursTexts } from '../i18n/use-hours-texts.ts';

type ClosePeriod = HoursValue['closePeriods'][number];

interface ClosePeriodsProps {
  periods: ClosePeriod[];
  /** First day for a new period: the restaurant's today. */
  today: string;
  errorOf: (path: string) => string | undefined;
  onChange: (periods: ClosePeriod[]) => void;
}

/** Holidays and other closed days: whole days, first and last included. */
export function ClosePeriods({ periods, today, errorOf, onChange }: ClosePeriodsProps) {
  const { t } = useHoursTexts();
  const set = (index: number, period: ClosePeriod) => onChange(periods.map((entry, at) => (at === index ? period : entry)));
  return (
    <FieldSet legend={t('closed.legend')} hint={t('closed.hint')}>
      {periods.length === 0 && <p className="text-muted">{t('closed.none')}</p>}
      <ul className="space-y-3">
        {periods.map((period, index) => (
          <li key={index} className="flex flex-wrap items-end gap-x-3 gap-y-2 border-b border-line pb-3 last:border-b-0" data-testid="close-period">
            <Field label={t('closed.from')} error={errorOf(`${index}.from`)} className="w-44">
              {(c) => (
                <input {...c} type="date" dir="ltr" value={period.from} onChange={(event) => set(index, { ...period, from: event.target.value })} className={inputClass} data-testid="close-from" />
              )}
            </Field>
            <Field label={t('closed.until')} error={errorOf(`${index}.until`)} className="w-44">
              {(c) => (
                <input {...c} type="date" dir="ltr" value={period.until} min={period.from} onChange={(event) => set(index, { ...period, until: event.target.value })} className={inputClass} data-testid="close-until" />
              )}
            </Field>
            <Field label={t('closed.message')} error={errorOf(`${index}.message`)} className="min-w-52 flex-1">
              {(c) => (
                <input
                  {...c}
                  dir="auto"
                  maxLength={500}
                  value={period.message ?? ''}
                  onChange={(event) => {
                    const { message: _old, ...rest } = period;
                    set(index, event.target.value ? { ...rest, message: event.target.value } : rest);
                  }}
                  className={inputClass}
                />
              )}
            </Field>
            <button
              type="button"
              onClick={() => onChange(periods.filter((_, at) => at !== index))}
              aria-label={t('closed.remove', { from: period.from, until: period.until })}
              className={buttonClass('ghost', 'icon', 'mb-0')}
            >
              <Icon name="trash" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => onChange([...periods, { from: today, until: today }])} className={buttonClass('soft', 'md', 'mt-3')} data-testid="close-add">
        <Icon name="calendar" />
        {t('closed.add')}
      </button>
    </FieldSet>
  );
}
