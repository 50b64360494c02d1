import { safeLink } from '../content/safe-link.ts';
import { z } from 'zod';
import { amountToCents } from '../pricing/money.ts';
import { ADDITIVE_CODES } from './additives.ts';
import { ALLERGEN_CODES } from './allergens.ts';
import { SLOT_STEP_CHOICES } from '../limits.ts';
import { parseClockTime, parseClosingTime } from '../time/local-clock.ts';
import { isValidTimeZone } from '../time/zoned.ts';

/**
 * The import file of a whole restaurant (see docs/restaurant-import.md).
 *
 * Conventions of the file, chosen for the people who write it by hand:
 * - money is a decimal amount in the restaurant's currency (8.5 = 8,50 €), at most two decimals;
 *   the importer stores integer cents.
 * - rows that other rows point at carry a stable string `key`; re-importing the same file updates
 *   the rows with the same key, so database ids (and baskets that reference them) stay stable.
 * - times of day are "HH:MM" in the restaurant's own time zone, dates "YYYY-MM-DD".
 * - every object is strict: a misspelt field is an error, never silently ignored.
 */

export const IMPORT_FORMAT_VERSION = 1;

export const DELIVERY_TYPE_NAMES = ['delivery', 'pickup', 'here'] as const;
export type DeliveryTypeName = (typeof DELIVERY_TYPE_NAMES)[number];
/** Delivery type codes of the HTTP contract: 1 delivery, 2 pickup, 3 here. */
export const DELIVERY_TYPE_IDS: Record<DeliveryTypeName, 1 | 2 | 3> = { delivery: 1, pickup: 2, here: 3 };

/** Day names in the file; stored as 0 = Sunday … 6 = Saturday (JavaScript's getDay). */
export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];


/** Payment methods the storefront knows; zvt and cash_machine exist but are hidden from guests. */
export const PAYMENT_METHOD_CODES = [
  'mollie',
  'saferPay',
  'cash',
  'payAtEnd',
  'payFix',
  'pwc',
  'zvt',
  'cash_machine',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** Guest details the checkout can ask for; product_comment switches the per-line comment box. */
export const PERSONAL_INFORMATION_FIELDS = [
  'name',
  'email',
  'mobile',
  'birth_date',
  'comment',
  'company',
  'address',
  'house_number',
  'postalCode',
  'city',
  'product_comment',
] as const;

export const MODE_NAMES = [
  'catalogue',
  'event',
  'ticketing',
  'sideMenu',
  'shopProviding',
  'review',
  'newsletter',
  'tableService',
] as const;

export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export const RESTAURANT_LANGS = ['de', 'en', 'fr', 'ar'] as const;
export type RestaurantLang = (typeof RESTAURANT_LANGS)[number];


// ---------------------------------------------------------------- building blocks

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const keySchema = z
  .string()
  .max(64)
  .regex(KEY_PATTERN, 'must be lower-case letters, digits and dashes (like "pizza-margherita")')
  .describe('Stable identifier inside the file; re-imports update the row with the same key.');

export const slugSchema = z.string().min(2).max(64).regex(KEY_PATTERN, 'must be lower-case letters, digits and dashes');

export const amountSchema = z
  .number()
  .min(0)
  .max(100_000)
  .refine((amount) => amountToCents(amount) !== null, 'must have at most two decimals')
  .describe('Decimal amount in the restaurant currency, e.g. 8.5 for 8,50.');

export function isIanaTimeZone(value: string): boolean {
  // Stryker disable next-line Regex: equivalent — Intl refuses junk around a zone name itself. The pattern keeps out offsets like "+01:00" (some Intl builds take them; no daylight-saving rules).
  if (value !== 'UTC' && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  return isValidTimeZone(value);
}

export const timeZoneSchema = z
  .string()
  .refine(isIanaTimeZone, 'must be an IANA time zone such as "Europe/Berlin"')
  .describe('IANA time zone; all opening hours and slots are evaluated in it.');

export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time "HH:MM" (00:00–23:59)');

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date "YYYY-MM-DD"')
  .refine(isRealDate, 'is not a calendar date');

export const weekdaySchema = z.enum(WEEKDAY_NAMES);

/**
 * An image: a path relative to the import file (copied into the upload store on import),
 * or an absolute http(s) URL that is stored as it is.
 */
export const imageSchema = z
  .string()
  .min(1)
  .max(500)
  .refine(
    (value) => /^https?:\/\//.test(value) || (!value.startsWith('/') && !value.split(/[\\/]/).includes('..')),
    'must be an http(s) URL or a path relative to the import file without ".."',
  );

const htmlText = z.string().max(100_000).describe('HTML allowed.');

/** Names and descriptions in the storefront's languages; a missing one falls back to the restaurant's language. */
function translationsSchema(nameMax: number, descriptionMax: number | null) {
  const text =
    descriptionMax === null
      ? z.object({ name: z.string().min(1).max(nameMax).optional() }).strict()
      : z
          .object({
            name: z.string().min(1).max(nameMax).optional(),
            description: z.string().max(descriptionMax).optional(),
          })
          .strict();
  return z
    .object(Object.fromEntries(RESTAURANT_LANGS.map((lang) => [lang, text.optional()])) as {
      [L in RestaurantLang]: z.ZodOptional<typeof text>;
    })
    .strict()
    .default({})
    .describe('Texts per storefront language (de, en, fr, ar); the guest sees their language, else the restaurant\'s, else `name`.');
}

/**
 * A VAT rate in percent, at most two decimals (7, 19, 5.5). Prices in the file are gross: the rate
 * only says how much of them is VAT. Stored as basis points (hundredths of a percent).
 */
export const vatRateSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((rate) => amountToCents(rate) !== null, 'must have at most two decimals')
  .describe('VAT in percent (7 = 7 %), at most two decimals.');

/** A VAT rate of the file (percent) as basis points (700 = 7 %). */
export function vatRateToBasisPoints(rate: number): number {
  return Math.round(rate * 100);
}

export const closingTimeSchema = z
  .string()
  .refine((value) => parseClosingTime(value) !== null, 'must be a time "HH:MM" or "24:00"');

/** A weekly window; an `until` earlier than `from` runs past midnight into the next day. */
const timeWindow = z
  .object({ day: weekdaySchema, from: timeOfDaySchema, until: closingTimeSchema })
  .strict()
  .refine((w) => parseClockTime(w.from) !== parseClosingTime(w.until), {
    message: 'must not equal "from" (the window would be empty)',
    path: ['until'],
  });

// ---------------------------------------------------------------- restaurant

const contactSchema = z
  .object({
    street: z.string().max(200),
    houseNumber: z.string().max(20).optional(),
    postalCode: z.string().regex(/^\d{4,10}$/, 'must be numeric'),
    city: z.string().max(100),
    country: z.string().max(100),
    telephone: z.string().max(40).optional(),
    email: z.email().optional(),
  })
  .strict();

/** A social network's page: https only (javascript:, data: and the like are refused, issue 25). */
const socialLink = () => z.url().refine((url) => safeLink(url) !== null, 'must be an https:// link').optional();

const socialSchema = z
  .object({
    facebook: socialLink(),
    instagram: socialLink(),
    linkedin: socialLink(),
    twitter: socialLink(),
    tiktok: socialLink(),
    youtube: socialLink(),
  })
  .strict();

const themeSchema = z
  .object({
    primaryColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like "#2e7d32"')
      .default('#2e7d32'),
    logo: imageSchema.optional(),
    logoShape: z.enum(['square', 'round']).default('square'),
    mainImage: imageSchema.optional(),
  })
  .strict();

const modesSchema = z
  .object(
    Object.fromEntries(MODE_NAMES.map((mode) => [mode, z.boolean().default(false)])) as {
      [M in (typeof MODE_NAMES)[number]]: z.ZodDefault<z.ZodBoolean>;
    },
  )
  .strict()
  .describe('Storefront modes; shopProviding must be on for ordering.');

/**
 * Table reservations (spec accounts-manager §2 table reservation, on when `reservationTable` is).
 * Stored inside the restaurant's settings; the availability rule is domain/reservations.
 */
export const reservationSettingsSchema = z
  .object({
    hours: z
      .array(timeWindow)
      .max(50)
      .optional()
      .describe(
        'When reserved tables are in use; a booking lies wholly inside them. Default: the opening hours of eating here (else of the first delivery type).',
      ),
    stepMinutes: z.int().min(5).max(240).default(30).describe('Booking times are offered every this many minutes.'),
    durationMinutes: z.int().min(15).max(720).default(120).describe('How long a booking holds its table.'),
    leadMinutes: z
      .int()
      .min(0)
      .max(10_080)
      .default(60)
      .describe('The earliest booking time is now plus this many minutes.'),
    availableDays: z
      .int()
      .min(0)
      .max(365)
      .default(30)
      .describe('How many days ahead guests may book (0 = today only).'),
    maxPartySize: z.int().min(1).max(100).default(8).describe('The largest party that may book online.'),
    guestsChooseTable: z
      .boolean()
      .default(false)
      .describe('Guests pick the table; otherwise the smallest free table that seats the party is given.'),
    notifyEmail: z
      .email('email_invalid')
      .max(254, 'email_invalid')
      .optional()
      .describe('An address that gets a mail for every online booking and cancellation; absent: no mail (the board is told either way).'),
  })
  .strict();
export type ReservationSettings = z.output<typeof reservationSettingsSchema>;

/** Tip choices in whole percent of the dishes: one to three, distinct, rising. */
export const tipPresetsSchema = z
  .array(z.int('field_must_be_numeric').min(1, 'field_invalid').max(50, 'field_invalid'))
  .min(1, 'field_required')
  .max(3, 'field_invalid')
  .refine((list) => list.every((value, index) => index === 0 || value > list[index - 1]!), 'tip_presets_order');

const settingsSchema = z
  .object({
    languages: z
      .array(z.enum(RESTAURANT_LANGS))
      .min(1)
      .max(RESTAURANT_LANGS.length)
      .optional()
      .describe('The storefront languages the restaurant offers its guests (absent: all four).'),
    closed: z.boolean().default(false),
    closeMessage: z.string().max(500).optional(),
    loginRequired: z.boolean().default(false),
    registrationEnabled: z.boolean().default(true),
    hasBlog: z.boolean().default(false),
    hasShop: z.boolean().default(true),
    landingPage: z.boolean().default(false),
    branding: z.boolean().default(true),
    tipRequest: z.boolean().default(false),
    tipPresets: tipPresetsSchema.optional().describe('The tip choices offered at checkout, in percent of the dishes; default 5, 10, 15.'),
    availableVoucher: z.boolean().default(false),
    preOrderForHappyHour: z.boolean().default(false),
    hasAnnouncement: z.boolean().default(false),
    announcement: z.string().max(2000).optional(),
    announcementBeforeCheckout: z.boolean().default(false),
    allergies: z.boolean().default(false).describe('Show the allergies overlay.'),
    reservationTable: z.boolean().default(false),
    reservations: reservationSettingsSchema.optional().describe('Table reservation rules; defaults apply when absent.'),
    robotRequestAvailable: z.boolean().default(false),
    allowMultiDateOrder: z.boolean().default(false),
    ignorePreOrderTimingByDisplay: z.boolean().default(false),
    hasPersonOnTable: z.boolean().default(false),
    pinnedProductsLabel: z.string().max(100).default('Special Offer'),
    deliveryAverageTime: z.int().min(0).max(600).default(30).describe('Minutes, shown to guests.'),
    footNotePosition: z.enum(['bottom', 'top']).default('bottom'),
    showOpenHours: z.boolean().default(true),
    recaptchaSiteKey: z.string().max(200).optional(),
    servesCuisine: z
      .array(z.string().trim().min(1).max(60))
      .max(10)
      .optional()
      .describe('Cuisines for search engines\' structured data (schema.org servesCuisine), e.g. ["Italian", "Pizza"].'),
  })
  .strict();

const restaurantSchema = z
  .object({
    slug: slugSchema,
    name: z.string().min(1).max(120),
    lang: z.enum(RESTAURANT_LANGS).default('de'),
    currency: z.enum(CURRENCIES).default('EUR'),
    timeZone: timeZoneSchema,
    publicClient: z
      .object({
        clientId: z.string().min(8).max(100),
        clientSecret: z.string().min(16).max(200),
      })
      .strict()
      .describe('The public OAuth client the storefront uses for api/oauth/token; it is not a secret.'),
    contact: contactSchema,
    social: socialSchema.default({}),
    theme: themeSchema.default({ primaryColor: '#2e7d32', logoShape: 'square' }),
    modes: modesSchema,
    settings: settingsSchema.default(settingsSchema.parse({})),
    vat: z
      .object({
        defaultRate: vatRateSchema.describe(
          'The rate of every dish whose category and product name none, and of the delivery fee (Germany: 7 for food).',
        ),
      })
      .strict()
      .optional()
      .describe(
        'VAT rates for receipts (prices stay gross). Absent: the restaurant declares no VAT, order mails show no VAT lines.',
      ),
  })
  .strict();

// ---------------------------------------------------------------- ordering settings

/** A delivery type's time step in minutes (decision 097): one of the choices, else field_invalid. */
export const slotStepSchema = z.literal(SLOT_STEP_CHOICES, 'field_invalid');

/** How much one slot (one time step) of a delivery type takes; null = no limit. */
export const slotLimitsSchema = z
  .object({
    maxOrders: z.int().min(1).max(10_000).nullable().describe('Orders per slot (e.g. drivers); null = no limit.'),
    maxItems: z.int().min(1).max(100_000).nullable().describe('Dish units per slot (the kitchen); null = no limit.'),
  })
  .strict();

export const deliveryTypeSchema = z
  .object({
    type: z.enum(DELIVERY_TYPE_NAMES),
    leadMinutes: z.int().min(0).max(10_080).describe('Earliest order time is now plus this many minutes.'),
    availableDays: z.int().min(0).max(365).describe('How many days ahead guests may order.'),
    slotStepMinutes: slotStepSchema
      .optional()
      .describe('Times guests may choose fall on this step of the clock, in minutes (30: :00 and :30); absent: 15.'),
    asap: z.boolean().default(true).describe("Guests may order 'as soon as possible'; false: they must choose a time."),
    openingHours: z.array(timeWindow).max(50),
    slotLimits: slotLimitsSchema
      .optional()
      .describe('Capacity of each slot (one time step); absent: the limits stored before stay as they are.'),
  })
  .strict();

export const closePeriodSchema = z
  .object({
    from: dateSchema,
    until: dateSchema.describe('Last closed day, inclusive.'),
    message: z.string().max(500).optional(),
  })
  .strict()
  .refine((p) => p.from <= p.until, { message: 'must not be before "from"', path: ['until'] });

const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;
const paymentMethodSchema = z
  .object({
    method: z.enum(PAYMENT_METHOD_CODES),
    label: z.string().min(1).max(60),
    deliveryTypes: z
      .array(z.enum(DELIVERY_TYPE_NAMES))
      .min(1)
      .optional()
      .describe('Delivery types this method is offered for; all when absent.'),
    configKeys: z
      .record(z.string(), z.string().regex(ENV_NAME, 'must be the NAME of a configuration variable, never a secret'))
      .default({})
      .describe('Names of the server configuration variables holding the provider credentials.'),
  })
  .strict();

export const deliveryZoneSchema = z
  .object({
    postalCode: z.string().regex(/^\d{4,10}$/, 'must be numeric'),
    city: z.string().max(100).optional(),
    fee: amountSchema,
    minimumOrder: amountSchema.default(0),
    freeDeliveryFrom: amountSchema.optional().describe('No fee from this basket total on.'),
  })
  .strict();

const personalInformationFieldSchema = z
  .object({ field: z.enum(PERSONAL_INFORMATION_FIELDS), required: z.boolean() })
  .strict();

const legalSchema = z
  .object({
    aboutUs: htmlText.optional(),
    privacyPolicy: htmlText.optional(),
    imprint: htmlText.optional(),
    termsAndConditions: htmlText.optional(),
  })
  .strict();

const informationPageSchema = z
  .object({
    key: keySchema,
    title: z.string().min(1).max(200),
    body: htmlText,
    priority: z.int().optional(),
  })
  .strict();

export const tableSchema = z
  .object({
    key: keySchema,
    name: z.string().min(1).max(60),
    capacity: z.int().min(1).max(100).describe('Seats.'),
    area: z.string().min(1).max(60).optional().describe('Where the table stands (e.g. "Terrace"); groups the QR sheet.'),
    reservable: z.boolean().default(true).describe('Whether guests may reserve it online.'),
    qrCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{4,64}$/, 'must be 4–64 letters, digits, "-" or "_"')
      .optional()
      .describe('The code printed on the table for paying at the table (payFix, with the PIN).'),
  })
  .strict();

export const voucherSchema = z
  .object({
    code: z
      .string()
      .min(2)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"'),
    kind: z.enum(['percent', 'fixed']),
    value: amountSchema.describe('Percent (10 = 10 %) or a fixed amount, by kind.'),
    validFrom: dateSchema.optional(),
    validUntil: dateSchema.optional().describe('Last valid day, inclusive.'),
    usageLimit: z.int().min(1).nullable().default(null).describe('null = unlimited.'),
    minimumOrder: amountSchema.default(0),
  })
  .strict()
  .refine((v) => v.kind !== 'percent' || (v.value > 0 && v.value <= 100), {
    message: 'a percent voucher must be above 0 and at most 100',
    path: ['value'],
  })
  .refine((v) => !v.validFrom || !v.validUntil || v.validFrom <= v.validUntil, {
    message: 'must not be before validFrom',
    path: ['validUntil'],
  });

const ticketTimeSchema = z
  .object({
    key: keySchema,
    day: weekdaySchema,
    time: timeOfDaySchema,
    durationMinutes: z.int().min(5).max(1440),
    capacity: z.int().min(0).nullable().default(null).describe('null = unlimited.'),
    from: dateSchema.optional(),
    until: dateSchema.optional(),
  })
  .strict();

// ---------------------------------------------------------------- menu

export const importSubcategorySchema = z
  .object({
    key: keySchema,
    name: z.string().min(1).max(120),
    translations: translationsSchema(120, null),
    image: imageSchema.optional(),
    priority: z.int().optional(),
  })
  .strict();

export const importCategorySchema = z
  .object({
    key: keySchema,
    name: z.string().min(1).max(120),
    description: z.string().max(5000).optional(),
    translations: translationsSchema(120, 5000),
    image: imageSchema.optional(),
    footNote: z.string().max(2000).optional(),
    extra: z.boolean().default(false).describe('Extra categories are offered as add-ons in the cart.'),
    vatRate: vatRateSchema.optional().describe("VAT of this category's dishes; absent: the restaurant's defaultRate."),
    hidden: z
      .boolean()
      .default(false)
      .describe('Kept with its dishes but not offered to guests until shown again (ids stay the same).'),
    priority: z.int().optional().describe('Categories are sorted by priority only if all have one.'),
    subcategories: z.array(importSubcategorySchema).default([]),
  })
  .strict();

const happyHourSchema = timeWindow.describe('The product is on offer only inside these windows.');

const packageStepSchema = z
  .object({
    key: keySchema,
    name: z.string().min(1).max(120),
    question: z.string().max(300).optional(),
    min: z.int().min(0),
    max: z.int().min(1),
    products: z.array(keySchema).min(1).describe('Keys of the products a guest may choose in this step.'),
  })
  .strict()
  .refine((s) => s.min <= s.max, { message: 'min must not exceed max', path: ['min'] });

export const importProductSchema = z
  .object({
    key: keySchema,
    category: keySchema.describe('Key of the category.'),
    subcategory: keySchema.optional().describe('Key of a subcategory of that category.'),
    name: z.string().min(1).max(200),
    description: z.string().max(5000).optional(),
    translations: translationsSchema(200, 5000),
    image: imageSchema.optional(),
    price: amountSchema,
    vatRate: vatRateSchema.optional().describe("VAT of this dish; absent: its category's, else the restaurant's defaultRate."),
    minPrice: amountSchema.optional().describe('Shown as "From …" instead of the price.'),
    stock: z.int().min(0).nullable().default(null).describe('null = unlimited, 0 = sold out.'),
    allergens: z.array(z.enum(ALLERGEN_CODES)).default([]),
    additives: z
      .array(z.enum(ADDITIVE_CODES))
      .default([])
      .describe('Declared additives (German additive list); shown as footnote numbers.'),
    vegetarian: z.boolean().default(false),
    vegan: z.boolean().default(false).describe('A vegan dish is vegetarian too: the importer stores vegetarian true for it.'),
    depot: z
      .object({ name: z.string().min(1).max(100), price: amountSchema })
      .strict()
      .optional()
      .describe('A returnable deposit charged per unit.'),
    happyHours: z.array(happyHourSchema).default([]),
    additionalInfo: z
      .object({ name: z.boolean().default(false), date: z.boolean().default(false) })
      .strict()
      .default({ name: false, date: false })
      .describe('Ask the guest for a person name and/or a date per unit.'),
    pinned: z.boolean().default(false),
    multipleAllowed: z.boolean().default(true),
    deliveryTypes: z
      .array(z.enum(DELIVERY_TYPE_NAMES))
      .max(DELIVERY_TYPE_NAMES.length)
      .default([])
      .describe('The delivery types the dish can be ordered for (e.g. a drink only for "here"); empty = every type.'),
    priority: z.int().optional(),
    packageSteps: z
      .array(packageStepSchema)
      .optional()
      .describe('Present only on package products: the steps of the package wizard.'),
  })
  .strict();

const attributeItemSchema = z
  .object({
    key: keySchema,
    name: z.string().min(1).max(120),
    image: imageSchema.optional(),
    translations: translationsSchema(120, null),
    price: amountSchema.default(0),
  })
  .strict();

export const importAttributeGroupSchema = z
  .object({
    key: keySchema,
    name: z.string().min(1).max(120),
    translations: translationsSchema(120, null),
    minimum: z.int().min(0).default(0),
    maximum: z.int().min(1),
    multiSelect: z.boolean().default(true),
    items: z.array(attributeItemSchema).min(1),
    categories: z.array(keySchema).default([]).describe('Applies to every product of these categories.'),
    products: z.array(keySchema).default([]).describe('Applies to these products.'),
  })
  .strict()
  .refine((g) => g.minimum <= g.maximum, { message: 'must not exceed maximum', path: ['minimum'] })
  .refine((g) => g.multiSelect || g.maximum === 1, {
    message: 'a single-select group has maximum 1',
    path: ['maximum'],
  });

// ---------------------------------------------------------------- content

const blogTagSchema = z
  .object({
    key: keySchema,
    name: z.string().min(1).max(60),
  })
  .strict();

const blogPostSchema = z
  .object({
    slug: slugSchema
      .max(120)
      .describe("The post's address: /blogs/{slug}. Re-imports update the post with the same slug."),
    title: z.string().min(1).max(200),
    summary: z.string().max(500).optional().describe('A plain-text teaser for the list.'),
    body: htmlText.describe('HTML allowed (cleaned with the restaurant-text allowlist).'),
    image: imageSchema.optional(),
    author: z.string().max(100).optional(),
    publishedAt: dateSchema.describe('The date shown on the post; the list is newest first.'),
    published: z.boolean().default(true).describe('false keeps the post out of the storefront.'),
    tags: z.array(keySchema).max(20).default([]).describe('Keys of blogTags.'),
  })
  .strict();

const importedReviewSchema = z
  .object({
    rating: z.int().min(1).max(5),
    body: z.string().max(1000),
    name: z.string().max(100).optional().describe('How the guest signed; absent shows the review anonymously.'),
    date: dateSchema,
    published: z.boolean().default(true).describe('false imports the review hidden.'),
  })
  .strict()
  .describe(
    "Reviews the restaurant brings from elsewhere (its earlier guests' words), not tied to an order; a re-import replaces them.",
  );

// ---------------------------------------------------------------- whole file

const fileShape = z
  .object({
    $schema: z.string().optional(),
    formatVersion: z.literal(IMPORT_FORMAT_VERSION),
    resetStock: z
      .boolean()
      .default(false)
      .describe(
        "true: dishes that exist already take the file's stock. Otherwise a re-import keeps the service's state (stock counted down by orders, dishes marked sold out); new dishes start with the file's stock.",
      ),
    restaurant: restaurantSchema,
    deliveryTypes: z.array(deliveryTypeSchema).min(1),
    closePeriods: z.array(closePeriodSchema).default([]),
    paymentMethods: z.array(paymentMethodSchema).min(1),
    personalInformationFields: z.array(personalInformationFieldSchema).default([]),
    deliveryZones: z.array(deliveryZoneSchema).default([]),
    legal: legalSchema.default({}),
    informationPages: z.array(informationPageSchema).default([]),
    tables: z.array(tableSchema).default([]),
    vouchers: z.array(voucherSchema).default([]),
    ticketTimes: z.array(ticketTimeSchema).default([]),
    categories: z.array(importCategorySchema).min(1),
    products: z.array(importProductSchema),
    attributeGroups: z.array(importAttributeGroupSchema).default([]),
    blogTags: z.array(blogTagSchema).default([]),
    blogPosts: z.array(blogPostSchema).default([]),
    reviews: z.array(importedReviewSchema).default([]),
  })
  .strict();

export type RestaurantImportInput = z.input<typeof fileShape>;

/*
 * Cross references and uniqueness: the parts a JSON Schema cannot say. They run even when other
 * parts of the file are broken (so one pass lists every problem), hence the defensive reading of
 * a value whose shape is not guaranteed yet.
 */
type Loose = Record<string, unknown>;
const list = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' ? (v as Loose) : {})) : [];
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const strings = (value: unknown): (string | undefined)[] => (Array.isArray(value) ? value.map(text) : []);

function checkReferences(raw: unknown, ctx: z.RefinementCtx): void {
  const file: Loose = raw && typeof raw === 'object' ? (raw as Loose) : {};
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message, input: raw });

  const unique = (items: Loose[], field: string, path: (string | number)[], normalise = (v: string) => v) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = text(item[field]);
      if (value === undefined) return;
      if (seen.has(normalise(value))) issue([...path, index, field], `duplicate ${field} "${value}"`);
      seen.add(normalise(value));
    });
  };

  const deliveryTypes = list(file.deliveryTypes);
  const categories = list(file.categories);
  const products = list(file.products);
  const groups = list(file.attributeGroups);
  unique(deliveryTypes, 'type', ['deliveryTypes']);
  unique(list(file.paymentMethods), 'method', ['paymentMethods']);
  unique(list(file.personalInformationFields), 'field', ['personalInformationFields']);
  unique(list(file.deliveryZones), 'postalCode', ['deliveryZones']);
  unique(list(file.informationPages), 'key', ['informationPages']);
  unique(list(file.tables), 'key', ['tables']);
  unique(list(file.tables), 'name', ['tables']);
  unique(list(file.tables), 'qrCode', ['tables']);
  unique(list(file.vouchers), 'code', ['vouchers'], (code) => code.toUpperCase());
  unique(list(file.ticketTimes), 'key', ['ticketTimes']);
  unique(categories, 'key', ['categories']);
  unique(products, 'key', ['products']);
  unique(groups, 'key', ['attributeGroups']);
  unique(list(file.blogTags), 'key', ['blogTags']);
  unique(list(file.blogPosts), 'slug', ['blogPosts']);
  const tagKeys = new Set(list(file.blogTags).map((tag) => text(tag.key)));
  list(file.blogPosts).forEach((post, pi) =>
    strings(post.tags).forEach((key, ki) => {
      if (key !== undefined && !tagKeys.has(key)) issue(['blogPosts', pi, 'tags', ki], `unknown blog tag "${key}"`);
    }),
  );

  const subcategoryOwner = new Map<string, string | undefined>();
  categories.forEach((category, ci) =>
    list(category.subcategories).forEach((sub, si) => {
      const key = text(sub.key);
      if (key === undefined) return;
      if (subcategoryOwner.has(key)) issue(['categories', ci, 'subcategories', si, 'key'], `duplicate key "${key}"`);
      subcategoryOwner.set(key, text(category.key));
    }),
  );

  const offered = new Set(deliveryTypes.map((d) => text(d.type)));
  list(file.paymentMethods).forEach((method, mi) =>
    strings(method.deliveryTypes).forEach((type, ti) => {
      if (type !== undefined && !offered.has(type)) {
        issue(['paymentMethods', mi, 'deliveryTypes', ti], `delivery type "${type}" is not offered`);
      }
    }),
  );
  if (offered.has('delivery') && list(file.deliveryZones).length === 0) {
    issue(['deliveryZones'], 'delivery is offered, so at least one delivery zone is needed');
  }

  // Only a whole file knows the restaurant's VAT; a menu alone (the owner's draft) is checked without it.
  const restaurant: Loose | null = file.restaurant && typeof file.restaurant === 'object' ? (file.restaurant as Loose) : null;
  if (restaurant && restaurant.vat === undefined) {
    categories.forEach((category, ci) => {
      if (category.vatRate !== undefined) issue(['categories', ci, 'vatRate'], 'needs restaurant.vat (its defaultRate)');
    });
    products.forEach((product, pi) => {
      if (product.vatRate !== undefined) issue(['products', pi, 'vatRate'], 'needs restaurant.vat (its defaultRate)');
    });
  }

  const categoryKeys = new Set(categories.map((c) => text(c.key)));
  const productsByKey = new Map(products.map((p) => [text(p.key), p]));
  products.forEach((product, pi) => {
    const category = text(product.category);
    const subcategory = text(product.subcategory);
    if (category !== undefined && !categoryKeys.has(category)) {
      issue(['products', pi, 'category'], `unknown category "${category}"`);
    }
    if (subcategory !== undefined && subcategoryOwner.get(subcategory) !== category) {
      issue(['products', pi, 'subcategory'], `"${subcategory}" is not a subcategory of "${category}"`);
    }
    unique(list(product.packageSteps), 'key', ['products', pi, 'packageSteps']);
    list(product.packageSteps).forEach((step, si) => {
      const stepProducts = strings(step.products);
      if (typeof step.max === 'number' && step.max > stepProducts.length) {
        issue(['products', pi, 'packageSteps', si, 'max'], 'must not exceed the number of products in the step');
      }
      stepProducts.forEach((key, ki) => {
        if (key === undefined) return;
        const component = productsByKey.get(key);
        const path = ['products', pi, 'packageSteps', si, 'products', ki];
        if (!component) issue(path, `unknown product "${key}"`);
        else if (component.packageSteps !== undefined) issue(path, `"${key}" is a package; packages cannot be nested`);
      });
    });
  });

  groups.forEach((group, gi) => {
    const items = list(group.items);
    unique(items, 'key', ['attributeGroups', gi, 'items']);
    if (typeof group.maximum === 'number' && group.maximum > items.length) {
      issue(['attributeGroups', gi, 'maximum'], 'must not exceed the number of items');
    }
    strings(group.categories).forEach((key, ki) => {
      if (key !== undefined && !categoryKeys.has(key)) {
        issue(['attributeGroups', gi, 'categories', ki], `unknown category "${key}"`);
      }
    });
    strings(group.products).forEach((key, ki) => {
      if (key !== undefined && !productsByKey.has(key)) {
        issue(['attributeGroups', gi, 'products', ki], `unknown product "${key}"`);
      }
    });
  });
}

export const restaurantImportSchema = fileShape.superRefine(checkReferences, { when: () => true });

/**
 * The menu part of an import file with the same cross checks (decision 080): what the owner's draft
 * holds and publishes, and what a version keeps.
 */
export const menuDocumentSchema = fileShape
  .pick({ categories: true, products: true, attributeGroups: true })
  .superRefine(checkReferences, { when: () => true });
export type MenuDocument = z.output<typeof menuDocumentSchema>;
export type RestaurantImport = z.output<typeof restaurantImportSchema>;

/** The JSON Schema published for editors (docs/restaurant-import.schema.json). */
export function restaurantImportJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(fileShape, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
}

export interface ImportIssue {
  /** Where in the file, like "products.3.price"; "(file)" for the file as a whole. */
  path: string;
  /** Why it is refused. */
  message: string;
}

/** Every problem of a file as path + reason, paths like "products.3.price"; one line per unknown field. */
export function importIssues(error: z.ZodError): ImportIssue[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: pathText([...issue.path, key]), message: 'unknown field' }));
    }
    // Stryker disable next-line Regex: equivalent — zod's invalid_type message always ends with the received type ("…, received undefined"), and the file's own invalid_type messages never name it.
    const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
    return [{ path: pathText(issue.path), message: missing ? 'is required' : issue.message }];
  });
}

function pathText(path: PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(file)';
}
