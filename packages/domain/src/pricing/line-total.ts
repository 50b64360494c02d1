import { assertCents } from './money.ts';

/** What a basket line costs, in cents. */
export interface PricedLine {
  /** Product price per unit. */
  unitPriceCents: number;
  quantity: number;
  /** Chosen attribute items: price per item and how many of it, per unit of the product. */
  attributeItems?: readonly { priceCents: number; quantity: number }[];
  /** Package components, per one package: an optional surcharge and deposit each. */
  packageItems?: readonly { quantity: number; surchargeCents?: number; depotCents?: number | null }[];
  /** Deposit (depot) per unit, e.g. for a bottle; null/absent = none. */
  depotCents?: number | null;
}

export interface LineTotal {
  /** One unit: price + attribute items + package surcharges; deposit excluded. */
  unitCents: number;
  /** unitCents × quantity: the line's goods value, which discounts and minimums apply to. */
  productCents: number;
  /** (line deposit + component deposits) × quantity: shown separately, never discounted. */
  depotCents: number;
  /** productCents + depotCents */
  totalCents: number;
}

export function lineTotal(line: PricedLine): LineTotal {
  assertCents(line.unitPriceCents, 'unitPriceCents');
  assertCents(line.quantity, 'quantity');
  let unitCents = line.unitPriceCents;
  let unitDepotCents = line.depotCents ?? 0;
  assertCents(unitDepotCents, 'depotCents');
  for (const item of line.attributeItems ?? []) {
    assertCents(item.priceCents, 'attribute item priceCents');
    assertCents(item.quantity, 'attribute item quantity');
    unitCents += item.priceCents * item.quantity;
  }
  for (const item of line.packageItems ?? []) {
    assertCents(item.quantity, 'package item quantity');
    assertCents(item.surchargeCents ?? 0, 'package item surchargeCents');
    assertCents(item.depotCents ?? 0, 'package item depotCents');
    unitCents += (item.surchargeCents ?? 0) * item.quantity;
    unitDepotCents += (item.depotCents ?? 0) * item.quantity;
  }
  const productCents = unitCents * line.quantity;
  const depotCents = unitDepotCents * line.quantity;
  return { unitCents, productCents, depotCents, totalCents: productCents + depotCents };
}
