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
