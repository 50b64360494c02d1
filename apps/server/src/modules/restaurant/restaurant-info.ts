import { DEFAULT_SLOT_STEP_MINUTES } from '@tavola/domain/limits';
import { TIP_PERCENTAGES } from '@tavola/domain/pricing/tip-suggestions';
import { activeBusyMinutes, activePauseUntil } from '@tavola/domain/time/ordering-pause';
import { DELIVERY_TYPE_IDS, type DeliveryTypeName } from '@tavola/domain/schemas/restaurant-import';
import { LEGAL_TEXT_KINDS, type RestaurantInfo } from '@tavola/domain/schemas/restaurant-info';
import { formatClockTime } from '@tavola/domain/time/local-clock';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import type { DbOrTx } from '../../db/client.ts';
import {
  closePeriodsOf,
  deliveryTypesOf,
  legalTextKindsOf,
  openingHoursOf,
  paymentMethodsOf,
  ticketTimesOf,
  type ClosePeriodRow,
  type OpeningHoursRow,
  type RestaurantRow,
} from './repo.ts';
import { closePeriodWindow, localToday } from './schedule.ts';

const deliveryTypeIds = DELIVERY_TYPE_IDS;

/** Duration in minutes as the spec writes it: 'hh:mm' (hours may exceed 23). */
function duration(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function timesOf(hours: OpeningHoursRow[], type: DeliveryTypeName) {
  return hours
    .filter((row) => row.deliveryTypeId === deliveryTypeIds[type])
    .map((row) => ({ weekday: row.weekday, open_at: row.openAt, close_at: row.closeAt }));
}

/** The end of the close period covering `now`, as 'YYYY-MM-DD HH:MM'; null when none does. */
function currentCloseEnd(periods: ClosePeriodRow[], now: Date, timeZone: string): string | null {
  const local = toLocalMoment(now, timeZone);
  const wall = `${local.date} ${formatClockTime(local.minutes)}`;
  const current = periods.map(closePeriodWindow).find((p) => p.start <= wall && wall < p.end);
  return current?.end ?? null;
}

/** 'Torstraße 121, 10119 Berlin' */
export function formatAddress(contact: RestaurantRow['contact']): string {
  // A new restaurant has no address yet: an empty string, not a lone ", ".
  const parts = [`${contact.street ?? ''} ${contact.houseNumber ?? ''}`.trim(), `${contact.postalCode ?? ''} ${contact.city ?? ''}`.trim()];
  return parts.filter(Boolean).join(', ');
}

/** Restaurant info with every ordering field of spec ordering-flow §3. */
export async function loadRestaurantInfo(db: DbOrTx, restaurant: RestaurantRow, now: Date): Promise<RestaurantInfo> {
  const today = localToday(now, restaurant.timeZone);
  const [types, hours, periods, methods, tickets, legalKinds] = await Promise.all([
    deliveryTypesOf(db, restaurant.id),
    openingHoursOf(db, restaurant.id),
    closePeriodsOf(db, restaurant.id, today),
    paymentMethodsOf(db, restaurant.id),
    ticketTimesOf(db, restaurant.id, today),
    legalTextKindsOf(db, restaurant.id),
  ]);
  const settings = restaurant.settings;
  const typeOf = (name: DeliveryTypeName) => types.find((t) => t.deliveryTypeId === deliveryTypeIds[name]) ?? null;
  const levers = { pausedUntil: restaurant.pausedUntil, busyExtraMinutes: restaurant.busyExtraMinutes, busyUntil: restaurant.busyUntil };
  const pausedUntil = activePauseUntil(levers, now);
  const busyMinutes = activeBusyMinutes(levers, now);
  const leadOf = (name: DeliveryTypeName) => {
    const type = typeOf(name);
    return type ? type.leadMinutes + busyMinutes : null;
  };
  const { contact, social, theme } = restaurant;

  return {
    id: restaurant.id,
    slug: restaurant.slug,
    name: restaurant.name,
    closed: restaurant.closed,
    closeMessage: pausedUntil && restaurant.pauseMessage ? restaurant.pauseMessage : restaurant.closeMessage,
    ordering_paused_until: pausedUntil?.toISOString() ?? null,
    lang: restaurant.lang,
    currency: restaurant.currency,
    timeZone: restaurant.timeZone,
    login_required: settings.loginRequired,
    has_blog: settings.hasBlog,
    has_shop: settings.hasShop,
    landing_page: settings.landingPage,
    branding: settings.branding,
    registration_enabled: settings.registrationEnabled,
    delivery_average_time: settings.deliveryAverageTime,
    deliveryTypes: types.map((t) => ({ id: t.deliveryTypeId as 1 | 2 | 3, name: t.name as DeliveryTypeName })),
    paymentMethods: methods.map((m) => m.method),
    paymentMethodNames: Object.fromEntries(methods.map((m) => [m.method, m.label])),
    paymentMethodDeliveryTypes: Object.fromEntries(
      methods.flatMap((m) => (m.deliveryTypes ? [[m.method, m.deliveryTypes as DeliveryTypeName[]]] : [])),
    ),
    tip_request: settings.tipRequest,
    tip_presets: settings.tipPresets ?? [...TIP_PERCENTAGES],
    available_voucher: settings.availableVoucher,
    pre_order_for_happy_hour: settings.preOrderForHappyHour,
    has_announcement: settings.hasAnnouncement,
    announcement: settings.announcement ?? null,
    announcement_before_checkout: settings.announcementBeforeCheckout,
    allergies: settings.allergies,
    legal_texts: LEGAL_TEXT_KINDS.filter((kind) => legalKinds.includes(kind)),
    reservation_table: settings.reservationTable,
    robot_request_available: settings.robotRequestAvailable,
    allow_multi_date_order: settings.allowMultiDateOrder,
    ticketingSystem: restaurant.modes.ticketing,
    ticketTimeAvailable: tickets.some((t) => t.capacity === null || t.capacity > 0),
    restaurantTicketTimes: tickets.map((t) => ({
      id: t.id,
      start_date: t.fromDate,
      end_date: t.untilDate,
      weekday: t.weekday,
      time: t.time,
      duration: duration(t.durationMinutes),
      capacity: t.capacity,
    })),
    hereTimes: timesOf(hours, 'here'),
    restaurantAvailableTimes: timesOf(hours, 'delivery'),
    restaurantTakeawayTimes: timesOf(hours, 'pickup'),
    restaurant_close_times: periods.map((p) => ({ ...closePeriodWindow(p), message: p.message })),
    restaurant_end_close_times: currentCloseEnd(periods, now, restaurant.timeZone),
    ignore_pre_order_timing_by_display: settings.ignorePreOrderTimingByDisplay,
    has_person_on_table: settings.hasPersonOnTable,
    pinned_products_label: settings.pinnedProductsLabel,
    meta: { foot_note: settings.footNotePosition, show_open_hours: settings.showOpenHours },
    personal_information_fields: restaurant.personalInformationFields.map((f) => ({
      field: f.field,
      required: f.required,
    })),
    recaptcha_site_key: settings.recaptchaSiteKey ?? null,
    delivery_hours: leadOf('delivery'),
    pickup_hours: leadOf('pickup'),
    here_hours: leadOf('here'),
    delivery_available_days: typeOf('delivery')?.availableDays ?? null,
    pickup_available_days: typeOf('pickup')?.availableDays ?? null,
    here_available_days: typeOf('here')?.availableDays ?? null,
    delivery_asap: typeOf('delivery')?.asap ?? true,
    pickup_asap: typeOf('pickup')?.asap ?? true,
    here_asap: typeOf('here')?.asap ?? true,
    delivery_slot_step: typeOf('delivery')?.slotStepMinutes ?? DEFAULT_SLOT_STEP_MINUTES,
    pickup_slot_step: typeOf('pickup')?.slotStepMinutes ?? DEFAULT_SLOT_STEP_MINUTES,
    here_slot_step: typeOf('here')?.slotStepMinutes ?? DEFAULT_SLOT_STEP_MINUTES,
    theme: {
      primaryColor: theme.primaryColor,
      logo: theme.logo ?? null,
      logoShape: theme.logoShape,
      mainImage: theme.mainImage ?? null,
    },
    modes: restaurant.modes,
    contact: {
      address: formatAddress(contact),
      street: contact.street,
      house_number: contact.houseNumber ?? null,
      postal_code: contact.postalCode,
      city: contact.city,
      country: contact.country,
      telephone: contact.telephone ?? null,
      email: contact.email ?? null,
    },
    social: {
      facebook: social.facebook ?? null,
      instagram: social.instagram ?? null,
      linkedin: social.linkedin ?? null,
      twitter: social.twitter ?? null,
      tiktok: social.tiktok ?? null,
      youtube: social.youtube ?? null,
    },
  };
}
