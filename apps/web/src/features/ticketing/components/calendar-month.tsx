import { monthWeeks, weekdayColumns } from '@tavola/domain/tickets/ticket-calendar';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { weekdayName } from '../../../lib/weekday-name.ts';
import { formatFullDate, formatMonth } from './format-date.ts';

interface CalendarMonthProps {
  month: string;
  timeZone: string;
  minDate: string;
  maxDate: string;
  bookable: ReadonlySet<string>;
  selected: string | null;
  /** The day that takes the tab stop (roving tabindex); null = none in this month. */
  tabStop: string | null;
  today: string;
  onSelect: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
  onFocusDay: (date: string) => void;
  dayButtonRef: (date: string, button: HTMLButtonElement | null) => void;
}

/**
 * One month of the booking calendar as a grid. Days that cannot be booked stay focusable (so the
 * arrow keys can pass them) but are aria-disabled: past the window they are faint, inside it but
 * without a slot they are dimmed (spec §2).
 */
export function CalendarMonth(props: CalendarMonthProps) {
  const { month, timeZone, minDate, maxDate, bookable, selected, tabStop, today } = props;
  const { onSelect, onKeyDown, onFocusDay, dayButtonRef } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const captionId = `ticket-month-${month}`;
  // Arabic short weekday names are whole words: seven of them do not fit a phone's width.
  const headerWidth = lang === 'ar' ? 'narrow' : 'short';
  return (
    <div className="min-w-0">
      <h3 id={captionId} className="mb-2 text-center text-[15px] font-semibold capitalize">
        {formatMonth(month, lang)}
      </h3>
      <table role="grid" aria-labelledby={captionId} className="w-full table-fixed border-separate border-spacing-y-1">
        <thead>
          <tr>
            {weekdayColumns().map((weekday) => (
              <th
                key={weekday}
                scope="col"
                abbr={weekdayName(weekday, lang, 'long')}
                className="pb-1 text-xs font-medium text-muted"
              >
                {weekdayName(weekday, lang, headerWidth)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, timeZone).map((week, row) => (
            <tr key={row}>
              {week.map((cell, column) =>
                cell === null ? (
                  <td key={column} aria-hidden="true" />
                ) : (
                  <td key={cell.date} className="p-0 text-center">
                    <DayButton
                      date={cell.date}
                      label={String(cell.dayOfMonth)}
                      fullLabel={formatFullDate(cell.date, lang)}
                      state={
                        cell.date < minDate || cell.date > maxDate
                          ? 'outside'
                          : bookable.has(cell.date)
                            ? 'bookable'
                            : 'noSlots'
                      }
                      noSlotsText={t('ticketing.noTimesThatDay')}
                      selected={cell.date === selected}
                      isToday={cell.date === today}
                      tabbable={cell.date === tabStop}
                      onSelect={onSelect}
                      onKeyDown={onKeyDown}
                      onFocusDay={onFocusDay}
                      dayButtonRef={dayButtonRef}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayButtonProps {
  date: string;
  label: string;
  fullLabel: string;
  state: 'outside' | 'bookable' | 'noSlots';
  noSlotsText: string;
  selected: boolean;
  isToday: boolean;
  tabbable: boolean;
  onSelect: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
  onFocusDay: (date: string) => void;
  dayButtonRef: (date: string, button: HTMLButtonElement | null) => void;
}

function DayButton({
  date,
  label,
  fullLabel,
  state,
  noSlotsText,
  selected,
  isToday,
  tabbable,
  onSelect,
  onKeyDown,
  onFocusDay,
  dayButtonRef,
}: DayButtonProps) {
  const bookable = state === 'bookable';
  const look = selected
    ? 'bg-primary text-on-primary font-bold shadow-sm'
    : bookable
      ? 'font-semibold text-ink hover:bg-primary/10'
      : state === 'noSlots'
        ? 'text-ink/40'
        : 'text-ink/25';
  return (
    <button
      ref={(button) => dayButtonRef(date, button)}
      type="button"
      data-date={date}
      data-bookable={bookable}
      data-state={state}
      aria-label={state === 'noSlots' ? `${fullLabel}, ${noSlotsText}` : fullLabel}
      aria-pressed={selected}
      aria-disabled={!bookable}
      aria-current={isToday ? 'date' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => bookable && onSelect(date)}
      onKeyDown={(event) => onKeyDown(event, date)}
      onFocus={() => onFocusDay(date)}
      className={`relative mx-auto grid size-11 place-items-center rounded-full text-[15px] tabular-nums transition aria-disabled:cursor-default ${look} ${
        isToday && !selected ? 'ring-1 ring-ink/30' : ''
      }`}
    >
      {label}
      {bookable && !selected && (
        <span aria-hidden="true" className="absolute bottom-1.5 size-1 rounded-full bg-primary" />
      )}
    </button>
  );
}
