/**
 * How many attempts each counter allows before it starts to lock, and how the lock grows.
 * After `freeAttempts`, every further attempt locks the counter for base·2^k seconds (k = 0, 1, 2 …),
 * capped at maxDelaySeconds; a counter that sees no attempt for forgetAfterSeconds starts again at 0.
 *
 * The login counters are layered so that an attacker cannot lock out the real customer:
 * - login_pair (e-mail + IP) is the attacker's own lane and locks early;
 * - login_email (e-mail from any IP) stops guessing spread over many addresses, but an IP that has
 *   logged in to this account successfully before (a trusted pair) is not held back by it;
 * - login_ip (one IP, any e-mail) stops credential stuffing; it is generous because many customers
 *   can share one address (office, mobile carrier NAT), and successful logins do not count.
 */
export interface ThrottlePolicy {
  freeAttempts: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export const THROTTLE_POLICIES = {
  login_pair: { freeAttempts: 5, baseDelaySeconds: 1, maxDelaySeconds: 15 * MINUTE, forgetAfterSeconds: DAY },
  login_email: { freeAttempts: 20, baseDelaySeconds: 1, maxDelaySeconds: 15 * MINUTE, forgetAfterSeconds: DAY },
  login_ip: { freeAttempts: 100, baseDelaySeconds: 1, maxDelaySeconds: 15 * MINUTE, forgetAfterSeconds: DAY },
  /** Account creation per IP: scripted sign-ups (and sign-up probing) slow down quickly. */
  signup_ip: { freeAttempts: 10, baseDelaySeconds: 30, maxDelaySeconds: 60 * MINUTE, forgetAfterSeconds: DAY },
  /** Forgot-password and reset calls per IP. */
  reset_ip: { freeAttempts: 10, baseDelaySeconds: 30, maxDelaySeconds: 60 * MINUTE, forgetAfterSeconds: DAY },
  /**
   * Reset mails to one address. When locked the request still answers success but sends nothing,
   * so nobody can flood a customer's inbox and the answer reveals nothing.
   */
  reset_email: { freeAttempts: 3, baseDelaySeconds: 5 * MINUTE, maxDelaySeconds: 60 * MINUTE, forgetAfterSeconds: DAY },
  /**
   * payFix PIN guesses (create-order with a table's QR code and PIN). Four digits are only 10,000
   * codes: per table the lock starts with the fifth wrong PIN and doubles from a minute, so guessing
   * today's PIN takes longer than the day it is valid; per IP it stops one phone trying every table.
   */
  payfix_table: { freeAttempts: 4, baseDelaySeconds: 60, maxDelaySeconds: 60 * MINUTE, forgetAfterSeconds: DAY },
  payfix_ip: { freeAttempts: 10, baseDelaySeconds: 60, maxDelaySeconds: 60 * MINUTE, forgetAfterSeconds: DAY },
  /**
   * The PIN of the day is one for the whole restaurant: this counter bounds guesses spread over its
   * tables and addresses (about 50 a day, 0.5 % of the codes). A flood locks payFix for up to an
   * hour; guests can still pay at the end of the meal.
   */
  payfix_restaurant: { freeAttempts: 50, baseDelaySeconds: 60, maxDelaySeconds: 60 * MINUTE, forgetAfterSeconds: DAY },
} as const satisfies Record<string, ThrottlePolicy>;

export type ThrottleScope = keyof typeof THROTTLE_POLICIES;

/** A pair that logged in successfully within this time is trusted past the e-mail-wide lock. */
export const TRUSTED_PAIR_SECONDS = 90 * DAY;

/** Seconds the counter stays locked after its `attempts`-th attempt; 0 while attempts are free. */
export function lockSeconds(policy: ThrottlePolicy, attempts: number): number {
  const over = attempts - policy.freeAttempts;
  if (over <= 0) return 0;
  // Capping the exponent keeps 2^k finite for counters that have been hammered for days.
  return Math.min(policy.maxDelaySeconds, policy.baseDelaySeconds * 2 ** Math.min(over - 1, 30));
}
