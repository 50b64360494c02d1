import { assertCents } from './money.ts';

/**
 * The VAT a receipt must show: per rate, the gross amount and the net and VAT parts included in it.
 * Prices are gross everywhere in Tavola, so this only splits what the guest pays; it never changes
 * a total. The rules (docs/decisions/081-menu-languages-and-vat.md):
 * - a line's goods and its deposit are taxed at the line's rate (the deposit follows its dish);
 * - a voucher discount is shared out over the rates in proportion to their goods (the voucher
 *   discounts goods only), by the largest-remainder method so the shares add up to the discount;
 * - the delivery fee is taxed at the order's main rate (the restaurant's default rate);
 * - a tip is no sale: it stays outside VAT and is listed as such;
 * - the VAT of a rate is computed once on its gross sum, rounded half up to the cent; net = gross − VAT.
 * All amounts are integer cents; rates are basis points (700 = 7 %).
 */

export interface VatSplitLine {
  /** The rate the line was sold at, in basis points. */
  rateBasisPoints: number;
  /** Goods of the line (all units, extras included), deposit excluded. */
  goodsCents: number;
  /** Deposit of the line (all units). */
  depotCents: number;
}

export interface VatSplitInput {
  lines: readonly VatSplitLine[];
  /** Voucher discount on the goods. */
  discountCents: number;
  shippingCents: number;
  /** The rate of the delivery fee, in basis points. */
  shippingRateBasisPoints: number;
  tipCents: number;
}

export interface VatRateLine {
  rateBasisPoints: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
}

export interface VatSplit {
  /** One entry per rate with a non-zero gross amount, lowest rate first. */
  rates: VatRateLine[];
  /** Amounts outside VAT (the tip). */
  outsideVatCents: number;
  /** Sum of the rates' gross amounts and the amount outside VAT: the order total. */
  totalCents: number;
}

/** The VAT included in a gross amount at a rate, rounded half up to the cent. */
export function includedVat(grossCents: number, rateBasisPoints: number): number {
  assertCents(grossCents, 'grossCents');
  assertCents(rateBasisPoints, 'rateBasisPoints');
  const divisor = 10_000 + rateBasisPoints;
  // round(gross × rate / (10000 + rate)), half up, in integers: floor((2·g·r + d) / 2d)
  return Math.floor((2 * grossCents * rateBasisPoints + divisor) / (2 * divisor));
}

/** Shares `amount` out over `weights` in proportion, exactly (largest remainder; ties go to the earlier weight). */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight, index) => ({ index, floor: Math.floor((amount * weight) / sum), rest: (amount * weight) % sum }));
  let left = amount - exact.reduce((total, share) => total + share.floor, 0);
  const shares = exact.map((share) => share.floor);
  // Array.prototype.sort is stable: equal remainders keep their order, so a tie goes to the earlier weight.
  // Stryker disable next-line MethodExpression: equivalent — sorting `exact` itself is harmless, the shares were copied out above.
  for (const share of [...exact].sort((a, b) => b.rest - a.rest)) {
    if (left === 0) break;
    shares[share.index]! += 1;
    left -= 1;
  }
  return shares;
}

export function vatSplit(input: VatSplitInput): VatSplit {
  for (const line of input.lines) {
    assertCents(line.rateBasisPoints, 'rateBasisPoints');
    assertCents(line.goodsCents, 'goodsCents');
    assertCents(line.depotCents, 'depotCents');
  }
  assertCents(input.discountCents, 'discountCents');
  assertCents(input.shippingCents, 'shippingCents');
  assertCents(input.shippingRateBasisPoints, 'shippingRateBasisPoints');
  assertCents(input.tipCents, 'tipCents');

  const goods = new Map<number, number>();
  const depot = new Map<number, number>();
  for (const line of input.lines) {
    goods.set(line.rateBasisPoints, (goods.get(line.rateBasisPoints) ?? 0) + line.goodsCents);
    depot.set(line.rateBasisPoints, (depot.get(line.rateBasisPoints) ?? 0) + line.depotCents);
  }
  const rates = [...new Set([...goods.keys(), input.shippingRateBasisPoints])].sort((a, b) => a - b);
  const goodsOf = rates.map((rate) => goods.get(rate) ?? 0);
  const totalGoods = goodsOf.reduce((a, b) => a + b, 0);
  if (input.discountCents > totalGoods) throw new RangeError('discountCents exceeds the goods');
  const discounts = shareOut(input.discountCents, goodsOf);

  const lines = rates.map((rate, index) => {
    const shipping = rate === input.shippingRateBasisPoints ? input.shippingCents : 0;
    const grossCents = goodsOf[index]! - discounts[index]! + (depot.get(rate) ?? 0) + shipping;
    const vatCents = includedVat(grossCents, rate);
    return { rateBasisPoints: rate, grossCents, netCents: grossCents - vatCents, vatCents };
  });
  const kept = lines.filter((line) => line.grossCents > 0);
  const totalCents = kept.reduce((sum, line) => sum + line.grossCents, 0) + input.tipCents;
  return { rates: kept, outsideVatCents: input.tipCents, totalCents };
}
