/**
 * Numbers the spec fixes (ordering-flow §5 and §9). Server, storefront and schemas import these
 * instead of repeating literals, so a changed limit changes everywhere at once.
 */

/**
 * Delivery-time and slot granularity a restaurant may choose per delivery type (decision 097). Every
 * choice divides an hour, so a step lands on the same minutes every hour and across a DST change.
 */
export const SLOT_STEP_CHOICES = [5, 10, 15, 20, 30, 60] as const;
export type SlotStepMinutes = (typeof SLOT_STEP_CHOICES)[number];

/** The step of a delivery type that names none: times fall on :00, :15, :30 or :45. */
export const DEFAULT_SLOT_STEP_MINUTES: SlotStepMinutes = 15;

export function isSlotStep(minutes: number): minutes is SlotStepMinutes {
  return (SLOT_STEP_CHOICES as readonly number[]).includes(minutes);
}

/** A missing quantity, or one below this, becomes this. */
export const MIN_QUANTITY = 1;

/** An attribute item's quantity cannot be lowered below this. */
export const MIN_ATTRIBUTE_ITEM_QUANTITY = 1;

/** Per-line comment in the cart. */
export const ITEM_COMMENT_MAX_LENGTH = 140;

/** Snackbars: default auto-close, and the shorter 'Added' confirmation. */
export const SNACKBAR_AUTO_CLOSE_MS = 8000;
export const ADDED_SNACKBAR_MS = 2000;

/** At or above this viewport width the side cart opens after adding instead of a snackbar. */
export const DESKTOP_BREAKPOINT_PX = 768;

/** Mobile category sheet: taller when there are more than this many categories. */
export const CATEGORY_SHEET_TALL_THRESHOLD = 6;
export const CATEGORY_SHEET_TALL_HEIGHT_PERCENT = 68;
export const CATEGORY_SHEET_HEIGHT_PERCENT = 55;

export const SKELETON_PLACEHOLDER_COUNT = 6;
export const SUBCATEGORY_THUMBNAIL_COUNT = 5;

/** The menu shows only this many opening-hour entries. */
export const OPENING_HOURS_SHOWN = 2;

/** Announcement and closed popups stay hidden this long after OK. */
export const POPUP_SUPPRESS_MINUTES = 10;

export const SERVICE_WORKER_UPDATE_CHECK_MS = 70_000;

/** Delivery type ids and their payload names. */
export const DELIVERY_TYPE_IDS = { delivery: 1, pickup: 2, here: 3 } as const;
export type DeliveryTypeName = keyof typeof DELIVERY_TYPE_IDS;

/** Layout sizes in px. */
export const TOP_BAR_HEIGHT_PX = 44;
export const SIDE_MENU_WIDTH_PX = 260;
export const SIDE_MENU_WIDTH_LARGE_PX = 300;
export const CONTENT_MAX_WIDTH_PX = 1200;

/** The largest id (and page number) the database's integer columns hold: larger ones are refused as invalid. */
export const ID_MAX = 2_147_483_647;
export const PAGE_MAX = 1_000_000;

/**
 * Most units one basket line may hold, added at once or over repeated adds (the quantity field's
 * own maximum, so a line can never outgrow what one request may ask).
 */
export const LINE_QUANTITY_MAX = 999;

/**
 * The largest order total, in cents (100,000.00 in the restaurant's currency). A web order above it is
 * a catering agreement, not a basket; it also keeps every amount far inside the database's integer
 * columns (2,147,483,647 cents), so no sum can overflow one.
 */
export const ORDER_TOTAL_MAX_CENTS = 10_000_000;
