import { useMemo } from 'react';
import type { RestaurantInfo } from '@tavola/domain/schemas/restaurant-info';
import { ticketBookingWindow, ticketTimesFromAnswer, type BookingWindow } from '@tavola/domain/tickets/ticket-calendar';
import { ticketDates, ticketSlotsForDate, type TicketSlot } from '@tavola/domain/tickets/ticket-slots';
import { deliveryScheduleOf } from '../../../api/restaurant-schedule.ts';

export interface TicketCalendarData extends BookingWindow {
  /** Days inside the window that have at least one bookable slot. */
  bookable: ReadonlySet<string>;
  slotsOf: (date: string) => TicketSlot[];
}

/**
 * What the booking calendar shows, from the restaurant answer and the slot rules of
 * packages/domain/tickets. `now` is fixed per mount, so days do not change while the guest looks.
 */
export function useTicketCalendar(info: RestaurantInfo | undefined, now: Date): TicketCalendarData | null {
  return useMemo(() => {
    if (!info) return null;
    const ticketTimes = ticketTimesFromAnswer(info.restaurantTicketTimes);
    const window = ticketBookingWindow(now, info.timeZone, deliveryScheduleOf(info, 'pickup'));
    const bookable = new Set(
      window.minDate <= window.maxDate
        ? ticketDates(window.minDate, window.maxDate, ticketTimes, now, info.timeZone)
            .filter((day) => day.enabled)
            .map((day) => day.date)
        : [],
    );
    return {
      ...window,
      bookable,
      slotsOf: (date: string) => (bookable.has(date) ? ticketSlotsForDate(date, ticketTimes, now, info.timeZone) : []),
    };
  }, [info, now]);
}
