/**
 * Paying together at the table: how a table's pay-at-the-end orders become units that guests pay
 * one by one, or in equal parts. Server and storefront both use these rules.
 */

export interface BillOrderInput {
  orderId: number;
  /** What the guest owes for the order, as fixed at create-order (vouchers and tip included). */
  totalCents: number;
  lines: { id: number; quantity: number; totalCents: number }[];
}

export interface BillUnit {
  orderLineId: number;
  /** 0 … quantity − 1: three beers are three units three guests may pay. */
  unit: number;
  priceCents: number;
}

/** The most parts a bill can be split into, and the most units one share may pick. */
export const BILL_SPLIT_MAX = 20;
/**
 * A split shares the bill between at least two: one guest "splitting" by one would hold the whole
 * bill as a pending payment and keep everyone else from paying.
 */
export const BILL_SPLIT_MIN = 2;
export const BILL_SHARE_UNITS_MAX = 200;

/**
 * The units of one order with prices that add up to exactly what the order costs. A voucher or tip
 * on the order is spread over its units in proportion to their price (largest remainder), so paying
 * every unit pays the order, no more and no less, and no unit costs less than nothing.
 */
export function orderUnits(order: BillOrderInput): BillUnit[] {
  const units: (BillUnit & { weight: number })[] = [];
  for (const line of order.lines) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a line of 0 or fewer units adds none through the loop below either; the guard only says so plainly.
    if (line.quantity <= 0) continue;
    const base = Math.floor(line.totalCents / line.quantity);
    const extra = line.totalCents - base * line.quantity;
    for (let unit = 0; unit < line.quantity; unit += 1) {
      units.push({ orderLineId: line.id, unit, priceCents: 0, weight: Math.max(0, base + (unit < extra ? 1 : 0)) });
    }
  }
  const target = Math.max(0, order.totalCents);
  // Stryker disable next-line ArithmeticOperator: equivalent — the sum of non-negative weights is only compared with 0, and so is its negation.
  const weightSum = units.reduce((sum, unit) => sum + unit.weight, 0);
  // Stryker disable next-line ConditionalExpression: equivalent — spreading over no units also answers [].
  if (units.length === 0) return [];
  if (weightSum === 0) {
    // Free lines only: the order total (a tip, say) is spread evenly.
    return spread(units, target, () => 1);
  }
  return spread(units, target, (unit) => unit.weight);
}

function spread(
  units: (BillUnit & { weight: number })[],
  target: number,
  weightOf: (unit: BillUnit & { weight: number }) => number,
): BillUnit[] {
  const total = units.reduce((sum, unit) => sum + weightOf(unit), 0);
  const exact = units.map((unit) => (target * weightOf(unit)) / total);
  const floors = exact.map(Math.floor);
  let left = target - floors.reduce((sum, value) => sum + value, 0);
  // Array.prototype.sort is stable, so units with equal remainders keep their order: the earlier unit first.
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return units.map((unit, index) => ({
    orderLineId: unit.orderLineId,
    unit: unit.unit,
    priceCents: floors[index] ?? 0,
  }));
}

/**
 * One guest's part when the table splits equally among `parts` guests: the split amount (the bill
 * less what guests pay for their own dishes) divided by the guests, rounded up, and never more than
 * what is left. Every guest who says "we are four" pays the same quarter, whenever they pay; the last
 * part is the cents that are left.
 */
export function splitShareCents(splitCents: number, parts: number, leftCents: number): number {
  // Stryker disable next-line EqualityOperator: equivalent at 0 — a share of nothing left, or of nothing to split, is 0 through min/ceil too.
  if (leftCents <= 0 || splitCents <= 0) return 0;
  const count = Math.max(1, Math.min(BILL_SPLIT_MAX, Math.floor(parts)));
  return Math.min(leftCents, Math.ceil(splitCents / count));
}
