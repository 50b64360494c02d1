import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { checkSlotCapacity, ticketPlacesLeft, type SlotLimits } from '@tavola/domain/tickets/slot-capacity';
import { checkTicketCapacity } from '@tavola/domain/tickets/ticket-capacity';
import { ticketSlotsForDate } from '@tavola/domain/tickets/ticket-slots';
import { checkDeliveryTime, nextValidTime, type ValidTime } from '@tavola/domain/time/delivery-slots';
import { localDayNumber, parseClockTime, parseLocalDate, splitDeliveryTime } from '@tavola/domain/time/local-clock';
import { localToInstant } from '@tavola/domain/time/zoned';
import { slotStepOf } from '@tavola/domain/time/delivery-schedule';
import { nextValidTimeWithRoom } from '@tavola/domain/time/next-free-slot';
import { earliestOrderTime } from '@tavola/domain/time/order-window';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, FieldErrors } from '../../http/errors.ts';
import { deliveryTypeId, formatDuration, scheduleFor, type OrderingContext } from './ordering-context.ts';
import { slotUsageFrom } from './slot-bookings-repo.ts';

/** A delivery time that passed the rules, and the capacity slot it books. */
export interface ChosenTime {
  type: DeliveryType;
  at: Date;
  /** Restaurant-local 'YYYY-MM-DD HH:MM'. */
  local: string;
  /** Ticketing: the slot length 'HH:MM'. */
  duration: string | null;
  limits: SlotLimits | null;
}

export function formatValidTime(time: ValidTime): string {
  return `${time.date} ${time.time}`;
}

/**
 * Judges 'YYYY-MM-DD HH:MM' for a delivery type. Ticketing restaurants sell fixed ticket slots;
 * everyone else any time step (the type's own) inside the type's hours. A refusal carries validTime, the next
 * time that would be accepted, when there is one.
 */
export function resolveChosenTime(context: OrderingContext, type: DeliveryType, text: string, now: Date): ChosenTime {
  const parts = splitDeliveryTime(text);
  if (!parts || !parseLocalDate(parts.date)) throw FieldErrors.single('delivery_time', 'field_invalid');
  const schedule = scheduleFor(context, type);
  if (context.modes.ticketing) {
    const slot = ticketSlotsForDate(parts.date, context.ticketTimes, now, context.timeZone).find((s) => s.time === parts.time);
    if (!slot) throw badRequest('restaurant_not_open_at_desired_time');
    const minutes = Math.round((slot.end.getTime() - slot.start.getTime()) / 60_000);
    return {
      type,
      at: slot.start,
      local: `${slot.date} ${slot.time}`,
      duration: formatDuration(minutes),
      limits: slot.capacity === null ? null : { maxOrders: null, maxItems: slot.capacity },
    };
  }
  const check = checkDeliveryTime(parts, now, schedule);
  if (!check.ok) {
    if (check.field) throw FieldErrors.single('delivery_time', check.code);
    const suggestion = nextValidTime(requestedInstant(parts, context.timeZone) ?? now, now, schedule);
    throw badRequest(check.code, {}, suggestion ? { validTime: formatValidTime(suggestion) } : {});
  }
  return {
    type,
    at: check.at,
    local: `${check.date} ${check.time}`,
    duration: null,
    limits: context.slotLimits.get(type) ?? null,
  };
}

/** The instant a wall-clock date and time name, if they do (a time skipped by DST does not). */
function requestedInstant(parts: { date: string; time: string }, timeZone: string): Date | null {
  const date = parseLocalDate(parts.date);
  const minutes = parseClockTime(parts.time);
  if (!date || minutes === null) return null;
  return localToInstant(localDayNumber(date), minutes, timeZone);
}

/** 'As soon as possible' books the earliest slot of the type. */
export function asapSlot(context: OrderingContext, type: DeliveryType, now: Date): Date {
  return earliestOrderTime(now, scheduleFor(context, type));
}

/** The slot a basket's time (or 'as soon as possible') books and the limits that apply to it. */
export function slotOf(
  context: OrderingContext,
  type: DeliveryType,
  basket: { deliveryLocal: string | null },
  now: Date,
): { slotAt: Date; limits: SlotLimits | null } {
  if (basket.deliveryLocal) {
    const chosen = resolveChosenTime(context, type, basket.deliveryLocal, now);
    return { slotAt: chosen.at, limits: chosen.limits };
  }
  return { slotAt: asapSlot(context, type, now), limits: context.modes.ticketing ? null : (context.slotLimits.get(type) ?? null) };
}

/**
 * Refuses a slot that cannot take one more order of `items` units: capacity_is_full for a ticket
 * slot, order_limit_reached / resources_have_been_reached (with the next time that has room as
 * validTime) for a delivery slot. A check only: create-order books with a guarded update.
 */
export async function assertSlotHasRoom(
  db: DbOrTx,
  context: OrderingContext,
  type: DeliveryType,
  slot: { slotAt: Date; limits: SlotLimits | null },
  items: number,
  now: Date,
): Promise<void> {
  const { slotAt, limits } = slot;
  if (!limits) return;
  const usage = await slotUsageFrom(db, context.restaurantId, deliveryTypeId(type), slotAt);
  const used = (at: Date) => usage.get(at.getTime()) ?? { orders: 0, items: 0 };
  if (context.modes.ticketing) {
    const check = checkTicketCapacity(ticketPlacesLeft(limits.maxItems, used(slotAt).items), items);
    if (!check.ok) throw conflict(check.code);
    return;
  }
  const check = checkSlotCapacity(limits, used(slotAt), items);
  if (check.ok) return;
  const schedule = scheduleFor(context, type);
  const from = new Date(slotAt.getTime() + slotStepOf(schedule) * 60_000);
  const next = nextValidTimeWithRoom(from, now, schedule, (candidate) => checkSlotCapacity(limits, used(candidate.at), items).ok);
  const validTime = next ? formatValidTime(next) : null;
  throw conflict(check.code, validTime ? { validTime } : {}, { validTime });
}
