import { FieldSet } from '../../../shared/field.tsx';
import { useHoursTexts } from '../i18n/use-hours-texts.ts';
import { copyDay, inWeekOrder, WEEK, type OpeningWindow } from '../lib/week.ts';
import { DayRow } from './day-row.tsx';

interface WeekGridProps {
  windows: OpeningWindow[];
  /** Server messages below the type's openingHours ('3.until'). */
  errorOf: (path: string) => string | undefined;
  /** A message about the list as a whole (too many ranges). */
  listError?: string;
  /** The new list, and the one field that changed ('3.until'), or null when ranges were added, removed or copied. */
  onChange: (windows: OpeningWindow[], changed: string | null) => void;
}

/** One delivery type's week: each day's ranges, Monday first. */
export function WeekGrid({ windows, errorOf, listError, onChange }: WeekGridProps) {
  const { t } = useHoursTexts();
  return (
    <FieldSet legend={t('week.legend')} hint={t('week.hint')}>
      {listError && (
        <p className="mb-2 text-sm font-medium text-red-700" role="alert" data-testid="field-error">
          {listError}
        </p>
      )}
      <ul>
        {WEEK.map((day) => (
          <DayRow
            key={day}
            day={day}
            windows={windows}
            errorOf={errorOf}
            onChange={(index, window) => {
              const field = window.from !== windows[index]?.from ? 'from' : 'until';
              onChange(
                windows.map((entry, at) => (at === index ? window : entry)),
                `${index}.${field}`,
              );
            }}
            onAdd={() => {
              const last = windows.filter((window) => window.day === day).at(-1);
              const next = last ? { day, from: last.until === '24:00' ? '23:00' : last.until, until: '23:00' } : { day, from: '11:30', until: '22:00' };
              onChange(inWeekOrder([...windows, next]), null);
            }}
            onRemove={(index) => onChange(windows.filter((_, at) => at !== index), null)}
            onCopy={(to) => onChange(copyDay(windows, day, to), null)}
          />
        ))}
      </ul>
    </FieldSet>
  );
}
