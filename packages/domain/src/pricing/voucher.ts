import type { MessageCode } from '../messages/en.ts';
import { assertCents } from './money.ts';

/** A voucher's value: a percentage (up to two decimals count) or a fixed amount. */
export type VoucherValue = { kind: 'percent'; percent: number } | { kind: 'fixed'; amountCents: number };

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
  if (!Number.isFinite(voucher.percent)) throw new RangeError(`percent must be a number, got ${voucher.percent}`);
  const basisPoints = Math.round(Math.min(100, Math.max(0, voucher.percent)) * 100);
  // integer arithmetic: (subtotal × bp + 0.5 × 10000) ÷ 10000, floored = half-up rounding
  return Math.floor((subtotalCents * basisPoints + 5000) / 10000);
}

/** Usage rules of a stored voucher. Valid from startsAt (inclusive) until expiresAt (exclusive). */
export interface VoucherRules {
  startsAt?: Date | null;
  expiresAt?: Date | null;
  /** null/absent = unlimited */
  usageLimit?: number | null;
  usedCount: number;
}

export type VoucherCheck =
  | { ok: true }
  | { ok: false; code: Extract<MessageCode, 'voucher_invalid' | 'voucher_expired' | 'voucher_usage_limit_reached'> };

export function checkVoucher(rules: VoucherRules, now: Date): VoucherCheck {
  if (rules.startsAt && now.getTime() < rules.startsAt.getTime()) return { ok: false, code: 'voucher_invalid' };
  if (rules.expiresAt && now.getTime() >= rules.expiresAt.getTime()) return { ok: false, code: 'voucher_expired' };
  if (rules.usageLimit !== null && rules.usageLimit !== undefined && rules.usedCount >= rules.usageLimit) {
    return { ok: false, code: 'voucher_usage_limit_reached' };
  }
  return { ok: true };
}
