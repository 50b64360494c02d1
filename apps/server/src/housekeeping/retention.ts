import { THROTTLE_POLICIES, TRUSTED_PAIR_SECONDS } from '../modules/account/throttle-policies.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long what guests and bots leave behind is kept (docs/security.md). Orders, reviews, visits and
 * accounts are the restaurant's records and are not touched here.
 */
export const RETENTION = {
  /** A basket nobody put anything in: a bounced visit or a script. */
  emptyBasketMs: DAY_MS,
  /** A basket with dishes that was never ordered: long enough to come back next weekend. */
  abandonedBasketMs: 30 * DAY_MS,
  /** A throttle counter is forgotten by its policy after this; kept while locked or trusted. */
  throttleQuietMs: Math.max(...Object.values(THROTTLE_POLICIES).map((policy) => policy.forgetAfterSeconds)) * 1000,
  trustedPairMs: TRUSTED_PAIR_SECONDS * 1000,
  /**
   * A phone signed up for an order's updates (decision 099): gone when the order ends, and after two
   * days in any case — an order still open by then is a forgotten one, and the endpoint is the guest's.
   */
  pushSubscriptionMs: 2 * DAY_MS,
  /**
   * A webhook delivery's log line, a month after it was delivered or given up (decision 100): long
   * enough for an owner to look back at a month's integration trouble; pending ones are never removed.
   */
  webhookDeliveryMs: 30 * DAY_MS,
} as const;

/** How often each server process runs the clean-up (the work is shared: a run finds nothing to do twice). */
export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000;
