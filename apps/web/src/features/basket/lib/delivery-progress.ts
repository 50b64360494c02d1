import type { Basket } from '@tavola/domain/schemas/basket';

/**
 * What a delivery basket's guest should know before the checkout, once the postal code is known
 * (issue 26 item 18): the fee, how far the goods are from the zone's minimum, and from free delivery.
 * Null when it does not apply (not delivered, or no postal code yet). The amounts are the server's
 * (basket answer); this only picks which one matters most.
 */
export type DeliveryProgress =
  | { kind: 'minimum'; missing: number; minimum: number }
  | { kind: 'towardsFree'; missing: number; fee: number }
  | { kind: 'free' }
  | { kind: 'fee'; fee: number };

export function deliveryProgressOf(
  basket: Pick<Basket, 'deliveryType' | 'postalCode' | 'shipping_price' | 'minimumOrderValue' | 'minimumOrderMissing' | 'freeDeliveryMissing'>,
): DeliveryProgress | null {
  if (basket.deliveryType !== 'delivery' || !basket.postalCode) return null;
  if (basket.minimumOrderMissing > 0) {
    return { kind: 'minimum', missing: basket.minimumOrderMissing, minimum: basket.minimumOrderValue };
  }
  if (basket.freeDeliveryMissing !== null && basket.freeDeliveryMissing > 0) {
    return { kind: 'towardsFree', missing: basket.freeDeliveryMissing, fee: basket.shipping_price };
  }
  return basket.shipping_price === 0 ? { kind: 'free' } : { kind: 'fee', fee: basket.shipping_price };
}
