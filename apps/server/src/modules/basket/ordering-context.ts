import { DELIVERY_TYPE_IDS } from '@tavola/domain/limits';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import type { SlotLimits } from '@tavola/domain/tickets/slot-capacity';
import type { TicketTime } from '@tavola/domain/tickets/ticket-slots';
import type { DeliverySchedule } from '@tavola/domain/time/delivery-schedule';
import { formatClockTime } from '@tavola/domain/time/local-clock';
import { closePeriodForDays } from '@tavola/domain/time/delivery-schedule';
import { activeBusyMinutes, activePauseUntil, nextPauseChange } from '@tavola/domain/time/ordering-pause';
import type { OrderingRows } from './ordering-context-repo.ts';

/**
 * A restaurant's ordering settings in the shapes the domain rules take: one schedule per delivery
 * type, delivery zones, payment methods, ticket times and slot limits.
 */
export interface OrderingContext {
  restaurantId: number;
  name: string;
  currency: string;
  /** The language of the menu's own names (orders keep dish names in it). */
  lang: string;
  /** VAT of dishes naming none and of the delivery fee (basis points); null: no VAT declared. */
  vatDefaultRateBp: number | null;
  timeZone: string;
  closed: boolean;
  /** False while the restaurant is in setup (decision 090): no baskets, no orders. */
  live: boolean;
  settings: OrderingRows['restaurant']['settings'];
  modes: OrderingRows['restaurant']['modes'];
  personalInformationFields: OrderingRows['restaurant']['personalInformationFields'];
  /** Offered delivery types, in the restaurant's order. */
  deliveryTypes: DeliveryType[];
  schedules: Map<DeliveryType, DeliverySchedule>;
  /** Offered types whose guests must choose a time: 'as soon as possible' is switched off for them. */
  timeRequired: Set<DeliveryType>;
  zones: OrderingRows['zones'];
  paymentMethods: { method: string; deliveryTypes: DeliveryType[] | null }[];
  ticketTimes: TicketTime[];
  slotLimits: Map<DeliveryType, SlotLimits>;
  /** Running break patterns: their products cannot be ordered while a pattern holds. */
  breaks: OrderingRows['breaks'];
  /**
   * Kitchen printers that print an order when it arrives: create-order writes their tickets with the
   * order. Kept here rather than read per order (a rush reads them hundreds of times a second); saving
   * the printers announces a restaurant change like every other setting, which rebuilds this context.
   */
  arrivalPrinters: OrderingRows['printers'];
  /** When a manager's pause or busy time ends: the context is stale from then on (null: never by itself). */
  staleAt: Date | null;
}

const NAME_OF_ID = Object.fromEntries(Object.entries(DELIVERY_TYPE_IDS).map(([name, id]) => [id, name])) as Record<
  number,
  DeliveryType
>;

export function deliveryTypeName(id: number | null): DeliveryType | null {
  return id === null ? null : (NAME_OF_ID[id] ?? null);
}

export function deliveryTypeId(type: DeliveryType): 1 | 2 | 3 {
  return DELIVERY_TYPE_IDS[type];
}

export function buildOrderingContext(rows: OrderingRows, now: Date): OrderingContext {
  const { restaurant } = rows;
  const levers = { pausedUntil: restaurant.pausedUntil, busyExtraMinutes: restaurant.busyExtraMinutes, busyUntil: restaurant.busyUntil };
  const pausedUntil = activePauseUntil(levers, now);
  const busyMinutes = activeBusyMinutes(levers, now);
  const closePeriods = rows.periods.map((period) => closePeriodForDays(period.fromDate, period.untilDate));
  const schedules = new Map<DeliveryType, DeliverySchedule>();
  const deliveryTypes: DeliveryType[] = [];
  const timeRequired = new Set<DeliveryType>();
  for (const type of rows.types) {
    const name = deliveryTypeName(type.deliveryTypeId);
    if (!name) continue;
    deliveryTypes.push(name);
    if (!type.asap) timeRequired.add(name);
    schedules.set(name, {
      timeZone: restaurant.timeZone,
      leadMinutes: type.leadMinutes + busyMinutes,
      availableDays: type.availableDays,
      slotStepMinutes: type.slotStepMinutes,
      hours: rows.hours
        .filter((row) => row.deliveryTypeId === type.deliveryTypeId)
        .map((row) => ({ weekday: row.weekday, openAt: row.openAt, closeAt: row.closeAt })),
      closePeriods,
      closedFlag: restaurant.closed,
      pausedUntil: pausedUntil?.toISOString() ?? null,
    });
  }
  const slotLimits = new Map<DeliveryType, SlotLimits>();
  for (const limit of rows.limits) {
    const name = deliveryTypeName(limit.deliveryTypeId);
    if (name) slotLimits.set(name, { maxOrders: limit.maxOrders, maxItems: limit.maxItems });
  }
  return {
    restaurantId: restaurant.id,
    name: restaurant.name,
    currency: restaurant.currency,
    lang: restaurant.lang,
    vatDefaultRateBp: restaurant.vatDefaultRateBp,
    timeZone: restaurant.timeZone,
    closed: restaurant.closed,
    live: restaurant.status !== 'setup',
    settings: restaurant.settings,
    modes: restaurant.modes,
    personalInformationFields: restaurant.personalInformationFields,
    deliveryTypes,
    schedules,
    timeRequired,
    zones: rows.zones,
    paymentMethods: rows.methods.map((method) => ({
      method: method.method,
      deliveryTypes: (method.deliveryTypes as DeliveryType[] | null) ?? null,
    })),
    ticketTimes: rows.tickets.map((ticket) => ({
      id: ticket.id,
      weekday: ticket.weekday,
      time: ticket.time,
      duration: ticket.durationMinutes,
      capacity: ticket.capacity,
      startDate: ticket.fromDate,
      endDate: ticket.untilDate,
    })),
    slotLimits,
    breaks: rows.breaks,
    arrivalPrinters: rows.printers.filter((printer) => printer.printOn === 'arrival'),
    staleAt: nextPauseChange(levers, now),
  };
}

/** 90 → '01:30' (hours may pass 23). */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${formatClockTime(minutes % 60).slice(3)}`;
}

export function offersDeliveryType(context: OrderingContext, type: DeliveryType): boolean {
  return context.schedules.has(type);
}

/** The schedule of an offered delivery type (callers check offersDeliveryType first). */
export function scheduleFor(context: OrderingContext, type: DeliveryType): DeliverySchedule {
  const schedule = context.schedules.get(type);
  if (!schedule) throw new Error(`delivery type ${type} is not offered by restaurant ${context.restaurantId}`);
  return schedule;
}
