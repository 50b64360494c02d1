import type { MessageCode } from '../messages/en.ts';
import { lineTotal, type PricedLine } from './line-total.ts';
import { assertCents } from './money.ts';
import { voucherDiscount, type VoucherValue } from './voucher.ts';

export interface BasketTotalsInput {
  lines: readonly PricedLine[];
  voucher?: VoucherValue | null;
  tipCents?: number;
  /** From shippingForPostalCode; 0 for pickup and eat-here. */
  shippingCents?: number;
  /** The zone's or restaurant's minimum order value; 0 = none. */
  minimumOrderCents?: number;
}

export type BasketTotalsCode = Extract<
  MessageCode,
  'total_price_is_zero' | 'minimum_order_value_not_reached' | 'voucher_no_discount'
>;

export interface BasketTotals {
  /** Goods value of all lines, deposit excluded. */
  subtotalCents: number;
  depotCents: number;
  /** Voucher discount on the subtotal only. */
  discountCents: number;
  shippingCents: number;
  tipCents: number;
  /** subtotal − discount + deposit + shipping + tip; never negative. */
  totalCents: number;
  /** The subtotal before discount reaches the minimum order value. */
  minimumReached: boolean;
  /** What the goods still lack to reach the minimum order value (0 once reached): "Add €8.10 more". */
  minimumMissingCents: number;
  /**
   * The most important problem, if any, in this order: total_price_is_zero (nothing to pay),
   * minimum_order_value_not_reached (checkout refused), voucher_no_discount (a voucher gave 0).
   */
  code?: BasketTotalsCode;
}

export function basketTotals(input: BasketTotalsInput): BasketTotals {
  const tipCents = input.tipCents ?? 0;
  const shippingCents = input.shippingCents ?? 0;
  const minimumOrderCents = input.minimumOrderCents ?? 0;
  assertCents(tipCents, 'tipCents');
  assertCents(shippingCents, 'shippingCents');
  assertCents(minimumOrderCents, 'minimumOrderCents');

  let subtotalCents = 0;
  let depotCents = 0;
  for (const line of input.lines) {
    const total = lineTotal(line);
    subtotalCents += total.productCents;
    depotCents += total.depotCents;
  }
  const discountCents = input.voucher ? voucherDiscount(subtotalCents, input.voucher) : 0;
  const totalCents = subtotalCents - discountCents + depotCents + shippingCents + tipCents;
  const minimumReached = subtotalCents >= minimumOrderCents;

  const totals: BasketTotals = {
    subtotalCents,
    depotCents,
    discountCents,
    shippingCents,
    tipCents,
    totalCents,
    minimumReached,
    minimumMissingCents: Math.max(0, minimumOrderCents - subtotalCents),
  };
  const code = firstProblem(totalCents, minimumReached, input.voucher ? discountCents : null);
  return code ? { ...totals, code } : totals;
}

function firstProblem(
  totalCents: number,
  minimumReached: boolean,
  discountCents: number | null,
): BasketTotalsCode | null {
  if (totalCents === 0) return 'total_price_is_zero';
  if (!minimumReached) return 'minimum_order_value_not_reached';
  if (discountCents === 0) return 'voucher_no_discount';
  return null;
}
