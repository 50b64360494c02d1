import { vatSplit, type VatSplit } from '@tavola/domain/pricing/vat-split';
import type { OrderLineRow, OrderRow } from './order-repo.ts';

/**
 * The VAT lines of an order's receipt, from the rates stored on the order and its lines at ordering
 * (so they never change with the menu); null when the restaurant declared no VAT.
 */
export function orderVat(
  order: Pick<OrderRow, 'discountCents' | 'shippingCents' | 'shippingVatRateBp' | 'tipCents'>,
  lines: readonly Pick<OrderLineRow, 'vatRateBp' | 'unitCents' | 'depotUnitCents' | 'quantity'>[],
): VatSplit | null {
  const shippingRate = order.shippingVatRateBp;
  if (shippingRate === null || lines.some((line) => line.vatRateBp === null)) return null;
  return vatSplit({
    lines: lines.map((line) => ({
      rateBasisPoints: line.vatRateBp!,
      goodsCents: line.unitCents * line.quantity,
      depotCents: line.depotUnitCents * line.quantity,
    })),
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    shippingRateBasisPoints: shippingRate,
    tipCents: order.tipCents,
  });
}

/** What order_vat_rates keeps of an order: its receipt's VAT lines, or one undeclared row (rate null). */
export interface OrderVatRow {
  rateBp: number | null;
  grossCents: number;
  vatCents: number;
}

/**
 * The rows the order's split is stored as, from the same orderVat the receipts use, so the reports'
 * VAT equals the sum of the receipts to the cent.
 */
export function orderVatRows(
  order: Pick<OrderRow, 'discountCents' | 'shippingCents' | 'shippingVatRateBp' | 'tipCents' | 'totalCents'>,
  lines: readonly Pick<OrderLineRow, 'vatRateBp' | 'unitCents' | 'depotUnitCents' | 'quantity'>[],
): OrderVatRow[] {
  const split = orderVat(order, lines);
  if (!split) return [{ rateBp: null, grossCents: order.totalCents - order.tipCents, vatCents: 0 }];
  return split.rates.map((rate) => ({ rateBp: rate.rateBasisPoints, grossCents: rate.grossCents, vatCents: rate.vatCents }));
}
