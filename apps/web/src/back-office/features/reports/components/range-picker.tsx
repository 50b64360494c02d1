import { useEffect, useState } from 'react';
import type { Translate } from '../../../../i18n/translate.ts';
import { isValidRange, presetRange, RANGE_PRESETS, samePeriod, type DateRange } from '../lib/ranges.ts';

interface RangePickerProps {
  range: DateRange;
  today: string;
  onRange: (range: DateRange) => void;
  t: Translate;
}

/** Two dates and the usual periods; a range that cannot be asked is said so and not sent. */
export function RangePicker({ range, today, onRange, t }: RangePickerProps) {
  const [draft, setDraft] = useState(range);
  useEffect(() => setDraft(range), [range]);
  const valid = isValidRange(draft);
  const change = (next: DateRange) => {
    setDraft(next);
    if (isValidRange(next)) onRange(next);
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-3 print:hidden" data-testid="report-range">
      <legend className="sr-only">{t('range.legend')}</legend>
      <label className="grid gap-1 text-sm font-semibold">
        {t('range.from')}
        <input
          type="date"
          value={draft.from}
          max={today}
          onChange={(event) => change({ ...draft, from: event.target.value })}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : 'report-range-invalid'}
          className="h-11 rounded-xl bg-surface px-3 ring-1 ring-line focus:outline-3 focus:outline-primary"
          data-testid="report-from"
        />
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        {t('range.to')}
        <input
          type="date"
          value={draft.to}
          max={today}
          onChange={(event) => change({ ...draft, to: event.target.value })}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : 'report-range-invalid'}
          className="h-11 rounded-xl bg-surface px-3 ring-1 ring-line focus:outline-3 focus:outline-primary"
          data-testid="report-to"
        />
      </label>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('range.legend')}>
        {RANGE_PRESETS.map((preset) => {
          const period = presetRange(preset, today);
          const active = samePeriod(period, range);
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={active}
              onClick={() => change(period)}
              className={`h-11 rounded-full px-4 text-sm font-semibold ring-1 ${active ? 'bg-primary text-on-primary ring-primary' : 'bg-surface ring-line hover:bg-stone-50'}`}
              data-testid={`report-preset-${preset}`}
            >
              {t(`range.${preset}`)}
            </button>
          );
        })}
      </div>
      {!valid && (
        <p id="report-range-invalid" role="alert" className="w-full text-sm font-semibold text-red-700">
          {t('range.invalid')}
        </p>
      )}
    </fieldset>
  );
}
