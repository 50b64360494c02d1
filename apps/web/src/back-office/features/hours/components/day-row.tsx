import { useId, useState } from 'react';
import type { WeekdayName } from '@tavola/domain/schemas/restaurant-import';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { narrowInputClass } from '../lib/input-class.ts';
import { useHoursTexts } from '../i18n/use-hours-texts.ts';
import { isOvernight, WEEK, windowsOf, type OpeningWindow } from '../lib/week.ts';

interface DayRowProps {
  day: WeekdayName;
  windows: OpeningWindow[];
  /** Server messages by field path below the type's openingHours ('3.until'). */
  errorOf: (path: string) => string | undefined;
  onChange: (index: number, window: OpeningWindow) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onCopy: (to: WeekdayName[]) => void;
}

/** '24:00' (midnight at the day's end) is not a value a time input takes; '00:00' means the same closing. */
const shownTime = (value: string) => (value === '24:00' ? '00:00' : value);

/** One day of the week grid: its ranges, adding one, and copying the day over others. */
export function DayRow({ day, windows, errorOf, onChange, onAdd, onRemove, onCopy }: DayRowProps) {
  const { t } = useHoursTexts();
  const id = useId();
  const ranges = windowsOf(windows, day);
  const [copying, setCopying] = useState(false);
  const [targets, setTargets] = useState<Set<WeekdayName>>(new Set());
  const dayName = t(`days.${day}`);

  const toggle = (target: WeekdayName) =>
    setTargets((current) => {
      const next = new Set(current);
      if (next.has(target)) next.delete(target);
      else next.add(target);
      return next;
    });

  return (
    <li className="border-b border-line py-3 last:border-b-0" data-testid={`day-${day}`}>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <h3 id={`${id}-day`} className="w-full shrink-0 font-semibold sm:w-28 sm:pt-2.5">
          {dayName}
        </h3>
        <div className="min-w-0 flex-1 space-y-2">
          {ranges.length === 0 && <p className="pt-2.5 text-muted" data-testid="day-closed">{t('week.closed')}</p>}
          {ranges.map(({ window, index }) => {
            const fromError = errorOf(`${index}.from`);
            const untilError = errorOf(`${index}.until`);
            const dayError = errorOf(`${index}.day`);
            const errors = [fromError, untilError, dayError].filter(Boolean);
            return (
              <div key={index} data-testid="range">
                <div className="flex flex-wrap items-center gap-2">
                  <label className="sr-only" htmlFor={`${id}-${index}-from`}>{`${dayName} ${t('week.from')}`}</label>
                  <input
                    id={`${id}-${index}-from`}
                    type="time"
                    step={900}
                    dir="ltr"
                    value={shownTime(window.from)}
                    onChange={(event) => onChange(index, { ...window, from: event.target.value })}
                    aria-invalid={!!fromError}
                    aria-describedby={errors.length ? `${id}-${index}-error` : undefined}
                    className={narrowInputClass('w-36')}
                    data-testid="range-from"
                  />
                  <span aria-hidden="true">–</span>
                  <label className="sr-only" htmlFor={`${id}-${index}-until`}>{`${dayName} ${t('week.until')}`}</label>
                  <input
                    id={`${id}-${index}-until`}
                    type="time"
                    step={900}
                    dir="ltr"
                    value={shownTime(window.until)}
                    onChange={(event) => onChange(index, { ...window, until: event.target.value })}
                    aria-invalid={!!untilError}
                    aria-describedby={errors.length ? `${id}-${index}-error` : undefined}
                    className={narrowInputClass('w-36')}
                    data-testid="range-until"
                  />
                  <button
                    type="button"
                    onClick={() => onRemove(index)}
                    aria-label={t('week.remove', { day: dayName, from: window.from, until: window.until })}
                    className={buttonClass('ghost', 'icon')}
                    data-testid="range-remove"
                  >
                    <Icon name="trash" />
                  </button>
                  {isOvernight(window) && <span className="text-sm text-muted">{t('week.overnight')}</span>}
                </div>
                {errors.length > 0 && (
                  <p id={`${id}-${index}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
                    {errors.join(' ')}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <div className="flex shrink-0 gap-1">
          <button type="button" onClick={onAdd} className={buttonClass('ghost', 'md')} aria-label={t('week.addTo', { day: dayName })} data-testid="range-add">
            <Icon name="plus" />
            <span className="max-sm:sr-only">{t('week.add')}</span>
          </button>
          <button
            type="button"
            onClick={() => setCopying((open) => !open)}
            aria-expanded={copying}
            aria-controls={`${id}-copy`}
            className={buttonClass('ghost', 'md')}
            data-testid="day-copy"
          >
            <Icon name="repeat" />
            {t('week.copy')}
          </button>
        </div>
      </div>
      {copying && (
        <fieldset id={`${id}-copy`} className="mt-3 rounded-2xl bg-stone-50 p-3" data-testid="copy-panel">
          <legend className="sr-only">{t('week.copyTo', { day: dayName })}</legend>
          <p className="mb-2 text-sm font-semibold" aria-hidden="true">
            {t('week.copyTo', { day: dayName })}
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={WEEK.every((other) => other === day || targets.has(other))}
                onChange={(event) => setTargets(event.target.checked ? new Set(WEEK.filter((other) => other !== day)) : new Set())}
                data-testid="copy-all"
              />
              {t('week.copyAll')}
            </label>
            {WEEK.filter((other) => other !== day).map((other) => (
              <label key={other} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" className="size-5 accent-primary" checked={targets.has(other)} onChange={() => toggle(other)} />
                {t(`days.${other}`)}
              </label>
            ))}
          </div>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              disabled={targets.size === 0}
              onClick={() => {
                onCopy([...targets]);
                setCopying(false);
                setTargets(new Set());
              }}
              className={buttonClass('primary', 'md')}
              data-testid="copy-apply"
            >
              {t('week.copyApply')}
            </button>
            <button type="button" onClick={() => setCopying(false)} className={buttonClass('ghost', 'md')}>
              {t('week.cancel')}
            </button>
          </div>
        </fieldset>
      )}
    </li>
  );
}
