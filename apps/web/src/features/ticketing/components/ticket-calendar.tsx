import { useState, type KeyboardEvent } from 'react';
import { addDaysToLocalDate } from '@tavola/domain/time/local-clock';
import { addMonthsToMonth, monthOfDate, monthsBetween } from '@tavola/domain/tickets/ticket-calendar';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useDayFocus } from '../hooks/use-day-focus.ts';
import { CalendarMonth } from './calendar-month.tsx';

interface TicketCalendarProps {
  timeZone: string;
  today: string;
  minDate: string;
  maxDate: string;
  bookable: ReadonlySet<string>;
  selected: string | null;
  /** 1 on phones, 2 side by side on desktop (spec §2). */
  monthsShown: 1 | 2;
  onSelect: (date: string) => void;
}

/** Arrow keys move by a day or a week, Home/End to the week's ends, Page Up/Down by a month. */
const DAY_STEPS: Record<string, number> = { ArrowDown: 7, ArrowUp: -7 };

/** The same day of another month, or its last day when it is shorter (31 March → 30 April). */
function sameDayIn(month: string, day: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/**
 * The booking calendar: month navigation and a keyboard-operable grid (roving tab stop, arrows
 * mirrored in right-to-left pages). Moving the focus past the shown months turns the page.
 */
export function TicketCalendar({
  timeZone,
  today,
  minDate,
  maxDate,
  bookable,
  selected,
  monthsShown,
  onSelect,
}: TicketCalendarProps) {
  const { t } = useTranslation();
  const firstMonth = monthOfDate(minDate);
  const lastMonth = monthOfDate(maxDate);
  const initialFocus = selected ?? [...bookable].sort()[0] ?? minDate;
  const [month, setMonth] = useState(() => monthOfDate(initialFocus));
  const [focused, setFocused] = useState(initialFocus);

  const months = Array.from({ length: monthsShown }, (_, index) => addMonthsToMonth(month, index, timeZone));
  const shownLast = months[months.length - 1]!;
  const canGoBack = monthsBetween(firstMonth, month) > 0;
  const canGoForward = monthsBetween(shownLast, lastMonth) > 0;
  const tabStop = months.includes(monthOfDate(focused)) ? focused : `${month}-01`;
  const { dayButtonRef, onFocusDay, onBlurDays } = useDayFocus(tabStop);

  const turnTo = (date: string) => {
    const target = monthOfDate(date);
    if (monthsBetween(month, target) < 0) setMonth(target);
    else if (monthsBetween(shownLast, target) > 0) setMonth(addMonthsToMonth(target, 1 - monthsShown, timeZone));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday, the first column
    const steps: Record<string, number> = {
      ...DAY_STEPS,
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -weekday,
      End: 6 - weekday,
    };
    let next: string | null = null;
    if (event.key in steps) next = addDaysToLocalDate(date, steps[event.key]!);
    else if (event.key === 'PageDown' || event.key === 'PageUp') {
      const target = addMonthsToMonth(monthOfDate(date), event.key === 'PageDown' ? 1 : -1, timeZone);
      next = sameDayIn(target, Number(date.slice(8)));
    }
    if (next === null) return;
    event.preventDefault();
    if (monthsBetween(firstMonth, monthOfDate(next)) < 0 || monthsBetween(monthOfDate(next), lastMonth) < 0) return;
    setFocused(next);
    turnTo(next);
  };

  const page = (delta: number) => {
    const next = addMonthsToMonth(month, delta, timeZone);
    setMonth(next);
    setFocused(`${next}-01`);
  };

  return (
    <div role="group" aria-label={t('ticketing.calendar')}>
      <div className="relative">
        <div className="pointer-events-none absolute inset-x-0 top-0 flex justify-between">
          <button
            type="button"
            onClick={() => page(-1)}
            disabled={!canGoBack}
            aria-label={t('ticketing.previousMonth')}
            className={buttonClass('ghost', 'iconSm', 'pointer-events-auto -mt-1.5')}
            data-testid="ticket-calendar-previous"
          >
            <Icon name="chevronStart" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => page(1)}
            disabled={!canGoForward}
            aria-label={t('ticketing.nextMonth')}
            className={buttonClass('ghost', 'iconSm', 'pointer-events-auto -mt-1.5')}
            data-testid="ticket-calendar-next"
          >
            <Icon name="chevronEnd" className="size-5" />
          </button>
        </div>
        <div className={`grid gap-6 ${monthsShown === 2 ? 'grid-cols-2 gap-10' : ''}`} onBlur={onBlurDays}>
          {months.map((shown) => (
            <CalendarMonth
              key={shown}
              month={shown}
              timeZone={timeZone}
              minDate={minDate}
              maxDate={maxDate}
              bookable={bookable}
              selected={selected}
              tabStop={tabStop}
              today={today}
              onSelect={(date) => {
                setFocused(date);
                onSelect(date);
              }}
              onKeyDown={onKeyDown}
              onFocusDay={(date) => {
                // Roving tab stop: the day that has focus (a click, a tab) is where Tab comes back to.
                setFocused(date);
                onFocusDay();
              }}
              dayButtonRef={dayButtonRef}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
