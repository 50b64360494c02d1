import type { MessageCode } from '../messages/en.ts';
import { parseLocalDate } from '../time/local-clock.ts';
import { toLocalMoment } from '../time/zoned.ts';
import { assertCents } from './money.ts';

/** A voucher's value: hundredths of a percent (1000 = 10 %) or a fixed amount in cents. */
export type VoucherValue = { kind: 'percent'; basisPoints: number } | { kind: 'fixed'; amountCents: number };

/**
 * The discount on a product subtotal, in cents. Percent is rounded half-up to the cent and capped
 * at 100 %; a fixed amount is capped at the subtotal; never negative. It never touches shipping,
 * tip or deposit: the caller passes only the goods value.
 */
export function voucherDiscount(subtotalCents: number, voucher: VoucherValue): number {
  assertCents(subtotalCents, 'subtotalCents');
  if (voucher.kind === 'fixed') {
    assertCents(voucher.amountCents, 'amountCents');
    return Math.min(subtotalCents, voucher.amountCents);
  }
  assertCents(voucher.basisPoints, 'basisPoints');
  const basisPoints = Math.min(10_000, voucher.basisPoints);
  // integer arithmetic: floor((subtotal × bp + 5000) ÷ 10000) is half-up rounding of subtotal × bp ÷ 10000
  return Math.floor((subtotalCents * basisPoints + 5000) / 10_000);
}

/** Usage rules of a stored voucher; dates are restaurant-local and inclusive. */
export interface VoucherRules {
  validFrom?: string | null;
  validUntil?: string | null;
  /** null/absent = unlimited */
  usageLimit?: number | null;
  timesUsed: number;
  /** The goods subtotal the voucher needs; 0/absent = none. */
  minimumOrderCents?: number;
}

export type VoucherCheck =
  | { ok: true }
  | { ok: false; code: Extract<MessageCode, 'voucher_invalid' | 'voucher_expired' | 'voucher_usage_limit_reached'> }
  /** The voucher's own minimum, named so the guest knows how much is missing. */
  | { ok: false; code: 'voucher_minimum_not_reached'; minimumCents: number };

/**
 * Whether a voucher may be used now: not before validFrom ('voucher_invalid'), not after
 * validUntil ('voucher_expired'), uses left, and the basket's goods subtotal at its minimum.
 */
export function checkVoucher(
  rules: VoucherRules,
  context: { now: Date; timeZone: string; subtotalCents: number },
): VoucherCheck {
  const today = toLocalMoment(context.now, context.timeZone).date;
  if (rules.validFrom && today < requireDate(rules.validFrom)) return { ok: false, code: 'voucher_invalid' };
  if (rules.validUntil && today > requireDate(rules.validUntil)) return { ok: false, code: 'voucher_expired' };
  if (typeof rules.usageLimit === 'number' && rules.timesUsed >= rules.usageLimit) {
    return { ok: false, code: 'voucher_usage_limit_reached' };
  }
  if (context.subtotalCents < (rules.minimumOrderCents ?? 0)) {
    return { ok: false, code: 'voucher_minimum_not_reached', minimumCents: rules.minimumOrderCents! };
  }
  return { ok: true };
}

/** 'YYYY-MM-DD' strings compare like the dates they name, once known to be valid. */
function requireDate(date: string): string {
  if (!parseLocalDate(date)) throw new RangeError(`Invalid voucher date "${date}"`);
  return date;
}
