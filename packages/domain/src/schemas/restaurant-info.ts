import { z } from 'zod';
import { storefrontModesSchema } from './storefront-config.ts';

/**
 * Answers of the restaurant endpoints (spec ordering-flow §3 "Restaurant info" and §7), shared by
 * server and web. Amounts are decimals; field names are the spec's.
 */

const deliveryTypeName = z.enum(['delivery', 'pickup', 'here']);

/** A delivery time row: weekday 0 = Sunday … 6 = Saturday, restaurant-local 'HH:MM'. */
export const deliveryTimeRowSchema = z.object({
  weekday: z.int().min(0).max(6),
  open_at: z.string(),
  /** '24:00' = midnight; earlier than open_at runs past midnight. */
  close_at: z.string(),
});
export type DeliveryTimeRow = z.infer<typeof deliveryTimeRowSchema>;

/** A close period as the time rules take it: restaurant-local 'YYYY-MM-DD HH:MM', start inclusive, end exclusive. */
export const closePeriodAnswerSchema = z.object({
  start: z.string(),
  end: z.string(),
  message: z.string().nullable(),
});
export type ClosePeriodAnswer = z.infer<typeof closePeriodAnswerSchema>;

export const ticketTimeAnswerSchema = z.object({
  id: z.int(),
  /** First and last local date it runs ('YYYY-MM-DD', inclusive); null = unbounded. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  weekday: z.int().min(0).max(6),
  time: z.string(),
  /** 'hh:mm' */
  duration: z.string(),
  /** null = unlimited. */
  capacity: z.int().nullable(),
});
export type TicketTimeAnswer = z.infer<typeof ticketTimeAnswerSchema>;

export const personalInformationFieldAnswerSchema = z.object({ field: z.string(), required: z.boolean() });

/** The legal texts a restaurant may publish: the fields of GET api/restaurant/imprint. */
export const LEGAL_TEXT_KINDS = ['about_us', 'privacy_policy', 'imprint', 'terms_and_conditions'] as const;
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number];

export const restaurantInfoSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  /** The flag "closed for the rest of today"; opening hours are separate. */
  closed: z.boolean(),
  closeMessage: z.string().nullable(),
  /** A manager paused online ordering until this instant (ISO); null when not paused. */
  ordering_paused_until: z.string().nullable(),
  lang: z.string(),
  /** ISO code: EUR, USD or GBP. */
  currency: z.string(),
  timeZone: z.string(),
  login_required: z.boolean(),
  has_blog: z.boolean(),
  has_shop: z.boolean(),
  landing_page: z.boolean(),
  branding: z.boolean(),
  registration_enabled: z.boolean(),
  /** Minutes. */
  delivery_average_time: z.int(),
  deliveryTypes: z.array(z.object({ id: z.union([z.literal(1), z.literal(2), z.literal(3)]), name: deliveryTypeName })),
  /** Codes of the offered payment methods (zvt and cash_machine are for staff, the storefront hides them). */
  paymentMethods: z.array(z.string()),
  paymentMethodNames: z.record(z.string(), z.string()),
  /** Per method, the delivery types it is offered for; absent = all. */
  paymentMethodDeliveryTypes: z.record(z.string(), z.array(deliveryTypeName)),
  tip_request: z.boolean(),
  /** The tip shares offered at checkout, in percent of the dishes. */
  tip_presets: z.array(z.int()).optional(),
  available_voucher: z.boolean(),
  pre_order_for_happy_hour: z.boolean(),
  has_announcement: z.boolean(),
  announcement: z.string().nullable(),
  announcement_before_checkout: z.boolean(),
  allergies: z.boolean(),
  /**
   * The legal texts that have content: the header and footer link them from the page's first byte;
   * a text itself comes with GET api/restaurant/imprint once a guest opens it.
   */
  legal_texts: z.array(z.enum(LEGAL_TEXT_KINDS)),
  reservation_table: z.boolean(),
  robot_request_available: z.boolean(),
  allow_multi_date_order: z.boolean(),
  ticketingSystem: z.boolean(),
  ticketTimeAvailable: z.boolean(),
  restaurantTicketTimes: z.array(ticketTimeAnswerSchema),
  /** Opening hours of eat-here, delivery and pickup. */
  hereTimes: z.array(deliveryTimeRowSchema),
  restaurantAvailableTimes: z.array(deliveryTimeRowSchema),
  restaurantTakeawayTimes: z.array(deliveryTimeRowSchema),
  /** Present and future close periods. */
  restaurant_close_times: z.array(closePeriodAnswerSchema),
  /** End of the close period in force now ('YYYY-MM-DD HH:MM'), null when none is. */
  restaurant_end_close_times: z.string().nullable(),
  ignore_pre_order_timing_by_display: z.boolean(),
  has_person_on_table: z.boolean(),
  pinned_products_label: z.string(),
  meta: z.object({ foot_note: z.enum(['bottom', 'top']), show_open_hours: z.boolean() }),
  personal_information_fields: z.array(personalInformationFieldAnswerSchema),
  recaptcha_site_key: z.string().nullable(),
  /** {type}_hours: lead time in minutes; {type}_available_days: days ahead. null = type not offered. */
  delivery_hours: z.int().nullable(),
  pickup_hours: z.int().nullable(),
  here_hours: z.int().nullable(),
  delivery_available_days: z.int().nullable(),
  pickup_available_days: z.int().nullable(),
  here_available_days: z.int().nullable(),
  /** {type}_asap: false when guests of the type must choose a time (no 'as soon as possible'); absent: offered. */
  delivery_asap: z.boolean().optional(),
  pickup_asap: z.boolean().optional(),
  here_asap: z.boolean().optional(),
  /** {type}_slot_step: the type's time step in minutes (decision 097); absent: 15. */
  delivery_slot_step: z.int().optional(),
  pickup_slot_step: z.int().optional(),
  here_slot_step: z.int().optional(),
  theme: z.object({
    primaryColor: z.string(),
    logo: z.string().nullable(),
    logoShape: z.enum(['square', 'round']),
    mainImage: z.string().nullable(),
  }),
  modes: storefrontModesSchema,
  contact: z.object({
    address: z.string(),
    street: z.string(),
    house_number: z.string().nullable(),
    postal_code: z.string(),
    city: z.string(),
    country: z.string(),
    telephone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    linkedin: z.string().nullable(),
    twitter: z.string().nullable(),
    tiktok: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
});
export type RestaurantInfo = z.infer<typeof restaurantInfoSchema>;

/** An entry of GET api/restaurant (the restaurant directory). */
export const restaurantSummarySchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  address: z.string(),
  closed: z.boolean(),
  /** Open right now for the requested delivery type (any type when none was asked). */
  is_open: z.boolean(),
  deliveryTypes: z.array(z.object({ id: z.union([z.literal(1), z.literal(2), z.literal(3)]), name: deliveryTypeName })),
  /** Fee and minimum for the requested postal code; null without one. */
  shipping: z.object({ fee: z.number(), minimum_order: z.number() }).nullable(),
});
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;

/** GET api/restaurant/imprint: the legal texts (HTML), null when the restaurant has none. */
export const legalInfoSchema = z.object({
  about_us: z.string().nullable(),
  privacy_policy: z.string().nullable(),
  imprint: z.string().nullable(),
  terms_and_conditions: z.string().nullable(),
});
export type LegalInfo = z.infer<typeof legalInfoSchema>;

export const informationPageAnswerSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** HTML. */
  body: z.string(),
  priority: z.int().nullable(),
});
export type InformationPage = z.infer<typeof informationPageAnswerSchema>;

/** GET api/restaurant/postalCodes: the delivery area. */
export const postalCodeAnswerSchema = z.object({
  postalCode: z.string(),
  city: z.string().nullable(),
  fee: z.number(),
  minimum_order: z.number(),
  /** No fee from this basket total on; null = always charged. */
  free_delivery_from: z.number().nullable(),
});
export type PostalCodeAnswer = z.infer<typeof postalCodeAnswerSchema>;

/** GET api/restaurant/tables: the restaurant's tables (the QR code for paying at the table is not shown). */
export const restaurantTableSchema = z.object({
  id: z.int(),
  name: z.string(),
  capacity: z.int(),
  area: z.string().nullable(),
  reservable: z.boolean(),
});
export type RestaurantTable = z.infer<typeof restaurantTableSchema>;
