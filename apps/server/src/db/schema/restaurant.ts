import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RestaurantImport } from '@tavola/domain/schemas/restaurant-import';

/*
 * A restaurant and its ordering settings, written by the importer (modules/restaurant/import).
 * Every table carries restaurant_id; rows that the import file names by a key have a unique
 * (restaurant_id, key) so a re-import updates them in place and their ids stay stable.
 * Money columns are integer cents (`*_cents`). Times of day are 'HH:MM' text on the restaurant's
 * wall clock, weekdays 0 = Sunday … 6 = Saturday, as packages/domain/time expects them.
 */

type ImportedRestaurant = RestaurantImport['restaurant'];
export type RestaurantContact = ImportedRestaurant['contact'];
export type RestaurantSocial = ImportedRestaurant['social'];
export type RestaurantTheme = ImportedRestaurant['theme'];
export type RestaurantModes = ImportedRestaurant['modes'];
export type RestaurantSettings = ImportedRestaurant['settings'];
export type PersonalInformationField = RestaurantImport['personalInformationFields'][number];

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const restaurantId = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Rows others may point at (baskets, orders) are archived rather than deleted when they leave the
 * import file; every storefront read skips archived rows, and re-adding the key revives the row.
 */
export const archivedAt = () => timestamp('archived_at', { withTimezone: true });

export const restaurants = pgTable('restaurants', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  lang: text('lang').notNull().default('de'),
  currency: text('currency').notNull().default('EUR'),
  /**
   * VAT of dishes that name none, and of the delivery fee, in basis points (700 = 7 %); null: the
   * restaurant declares no VAT (its receipts carry no VAT lines).
   */
  vatDefaultRateBp: integer('vat_default_rate_bp'),
  /** IANA zone: all opening-hour and slot logic runs on this clock. */
  timeZone: text('time_zone').notNull(),
  /** The public OAuth client of the storefront (client-credentials grant). Public by design. */
  publicClientId: text('public_client_id').notNull().unique(),
  publicClientSecret: text('public_client_secret').notNull(),
  /** The "closed" flag: closed for the rest of today, whatever the opening hours say. */
  closed: boolean('closed').notNull().default(false),
  closeMessage: text('close_message'),
  /** A manager's pause of online ordering (spec: closed popup, closed message); ends by itself at this time. */
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  pauseMessage: text('pause_message'),
  /** A busy evening: minutes added to every earliest order time until busy_until. */
  busyExtraMinutes: integer('busy_extra_minutes').notNull().default(0),
  busyUntil: timestamp('busy_until', { withTimezone: true }),
  contact: jsonb('contact').$type<RestaurantContact>().notNull(),
  social: jsonb('social').$type<RestaurantSocial>().notNull(),
  theme: jsonb('theme').$type<RestaurantTheme>().notNull(),
  modes: jsonb('modes').$type<RestaurantModes>().notNull(),
  settings: jsonb('settings').$type<RestaurantSettings>().notNull(),
  personalInformationFields: jsonb('personal_information_fields').$type<PersonalInformationField[]>().notNull(),
  /** Bumped by every import: part of the menu cache key and of ETags. */
  menuVersion: integer('menu_version').notNull().default(1),
  /**
   * 'setup': made by `npm run restaurant -- create`, the storefront shows 'coming soon' and takes no
   * baskets, orders or reservations until the owner goes live (decision 090). Imported ones are 'live'.
   */
  status: text('status').notNull().default('live'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [check('restaurants_status_ck', sql`${t.status} in ('setup', 'live')`)]);

/** The delivery types a restaurant offers: 1 delivery, 2 pickup, 3 here. */
export const restaurantDeliveryTypes = pgTable(
  'restaurant_delivery_types',
  {
    id: id(),
    restaurantId: restaurantId(),
    deliveryTypeId: smallint('delivery_type_id').notNull(),
    name: text('name').notNull(),
    /** The spec's {type}_hours: earliest order time is now plus this many minutes. */
    leadMinutes: integer('lead_minutes').notNull(),
    /** The spec's {type}_available_days: how many days after today may be chosen. */
    availableDays: integer('available_days').notNull(),
    /** Guests may order 'as soon as possible'; off: they must choose a time. */
    asap: boolean('asap').notNull().default(true),
    /** Times and slots fall on this step of the local clock (decision 097); 15 as before the setting. */
    slotStepMinutes: smallint('slot_step_minutes').notNull().default(15),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('restaurant_delivery_types_type_uq').on(t.restaurantId, t.deliveryTypeId),
    check('restaurant_delivery_types_id_ck', sql`${t.deliveryTypeId} in (1, 2, 3)`),
    check('restaurant_delivery_types_slot_step_ck', sql`${t.slotStepMinutes} in (5, 10, 15, 20, 30, 60)`),
  ],
);

export const openingHours = pgTable(
  'opening_hours',
  {
    id: id(),
    restaurantId: restaurantId(),
    deliveryTypeId: smallint('delivery_type_id').notNull(),
    weekday: smallint('weekday').notNull(),
    openAt: text('open_at').notNull(),
    /** '24:00' is midnight; earlier than open_at runs past midnight. */
    closeAt: text('close_at').notNull(),
  },
  (t) => [index('opening_hours_restaurant_idx').on(t.restaurantId, t.deliveryTypeId)],
);

/** Whole days the restaurant is closed, inclusive on both ends. */
export const closePeriods = pgTable(
  'close_periods',
  {
    id: id(),
    restaurantId: restaurantId(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    untilDate: date('until_date', { mode: 'string' }).notNull(),
    message: text('message'),
  },
  (t) => [index('close_periods_restaurant_idx').on(t.restaurantId, t.untilDate)],
);

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    restaurantId: restaurantId(),
    postalCode: text('postal_code').notNull(),
    city: text('city'),
    feeCents: integer('fee_cents').notNull(),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    /** No delivery fee from this basket total on; null = always charged. */
    freeDeliveryFromCents: integer('free_delivery_from_cents'),
  },
  (t) => [uniqueIndex('delivery_zones_postal_code_uq').on(t.restaurantId, t.postalCode)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    restaurantId: restaurantId(),
    /** mollie, saferPay, cash, payAtEnd, payFix, pwc, zvt, cash_machine */
    method: text('method').notNull(),
    label: text('label').notNull(),
    /** Delivery type names this method is offered for; null = all. */
    deliveryTypes: text('delivery_types').array(),
    /** Names of the configuration variables holding the provider credentials (never the secrets). */
    configKeys: jsonb('config_keys').$type<Record<string, string>>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('payment_methods_method_uq').on(t.restaurantId, t.method)],
);

/** about_us, privacy_policy, imprint, terms_and_conditions (HTML). */
export const legalPages = pgTable(
  'legal_pages',
  {
    id: id(),
    restaurantId: restaurantId(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
  },
  (t) => [uniqueIndex('legal_pages_kind_uq').on(t.restaurantId, t.kind)],
);

export const informationPages = pgTable(
  'information_pages',
  {
    id: id(),
    restaurantId: restaurantId(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    priority: integer('priority'),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('information_pages_key_uq').on(t.restaurantId, t.key)],
);

export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    id: id(),
    restaurantId: restaurantId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    /** Where the table stands (terrace, main room): groups the QR sheet and the reservation choice. */
    area: text('area'),
    /** Whether guests may reserve it online. */
    reservable: boolean('reservable').notNull().default(true),
    /** The code printed on the table for payFix (with the PIN at the table); unique per restaurant. */
    qrCode: text('qr_code'),
    position: integer('position').notNull(),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex('restaurant_tables_key_uq').on(t.restaurantId, t.key),
    uniqueIndex('restaurant_tables_qr_code_uq').on(t.restaurantId, t.qrCode),
    index('restaurant_tables_name_idx').on(t.restaurantId, t.name),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    restaurantId: restaurantId(),
    /** Stored upper-case; look codes up upper-cased (guests type them in any case). */
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    /** Fixed vouchers: the discount in cents. */
    amountCents: integer('amount_cents'),
    /** Percent vouchers: hundredths of a percent (1000 = 10 %). */
    percentBasisPoints: integer('percent_basis_points'),
    validFrom: date('valid_from', { mode: 'string' }),
    /** Last valid day, inclusive, in the restaurant's time zone. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** null = unlimited. */
    usageLimit: integer('usage_limit'),
    /** Counted by the order module; an import never resets it. */
    timesUsed: integer('times_used').notNull().default(0),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex('vouchers_code_uq').on(t.restaurantId, t.code),
    check(
      'vouchers_value_ck',
      sql`(${t.kind} = 'fixed' and ${t.amountCents} is not null) or (${t.kind} = 'percent' and ${t.percentBasisPoints} is not null)`,
    ),
  ],
);

/** Ticketing mode: bookable time slots per weekday. */
export const ticketTimes = pgTable(
  'ticket_times',
  {
    id: id(),
    restaurantId: restaurantId(),
    key: text('key').notNull(),
    weekday: smallint('weekday').notNull(),
    time: text('time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** null = unlimited. */
    capacity: integer('capacity'),
    fromDate: date('from_date', { mode: 'string' }),
    untilDate: date('until_date', { mode: 'string' }),
    archivedAt: archivedAt(),
  },
  (t) => [uniqueIndex('ticket_times_key_uq').on(t.restaurantId, t.key)],
);
