import { basketTotals, type BasketTotals } from '@tavola/domain/pricing/basket-totals';
import { lineTotal, type LineTotal, type PricedLine } from '@tavola/domain/pricing/line-total';
import { shippingFeeCents, shippingForPostalCode } from '@tavola/domain/pricing/shipping-zones';
import type { VoucherValue } from '@tavola/domain/pricing/voucher';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { deliveryTypeName, type OrderingContext } from './ordering-context.ts';
import type { BasketState, LineState } from './basket-state.ts';
import type { VoucherRow } from './restaurant-lookup-repo.ts';

export type DeliveryZone = OrderingContext['zones'][number];

export interface BasketPricing {
  lines: Map<number, LineTotal>;
  totals: BasketTotals;
  deliveryType: DeliveryType | null;
  postalCode: string | null;
  /** The delivery zone of the postal code (delivery only); null outside the area or without a code. */
  zone: DeliveryZone | null;
}

export function pricedLine(line: LineState): PricedLine {
  return {
    unitPriceCents: line.product.priceCents,
    quantity: line.quantity,
    depotCents: line.product.depotPriceCents,
    attributeItems: line.attributeItems.map((item) => ({ priceCents: item.priceCents, quantity: item.quantity })),
    packageItems: line.packageItems.map((item) => ({ quantity: item.quantity, depotCents: item.product.depotPriceCents })),
  };
}

export function voucherValueOf(voucher: VoucherRow): VoucherValue {
  return voucher.kind === 'percent'
    ? { kind: 'percent', basisPoints: voucher.percentBasisPoints ?? 0 }
    : { kind: 'fixed', amountCents: voucher.amountCents ?? 0 };
}

/**
 * Everything the basket costs, from database prices only. Shipping and the minimum order value
 * come from the delivery zone of the postal code when the basket is delivered; a voucher below its
 * own minimum order value gives nothing (voucher_no_discount).
 */
export function priceBasket(
  context: OrderingContext,
  state: BasketState,
  overrides: { deliveryType?: DeliveryType | null; postalCode?: string | null } = {},
): BasketPricing {
  const deliveryType = overrides.deliveryType ?? deliveryTypeName(state.basket.deliveryTypeId);
  const postalCode = overrides.postalCode ?? state.basket.postalCode;
  const lines = new Map<number, LineTotal>();
  const priced = state.lines.map((line) => {
    const input = pricedLine(line);
    lines.set(line.id, lineTotal(input));
    return input;
  });
  const subtotalCents = [...lines.values()].reduce((sum, total) => sum + total.productCents, 0);
  const zone = deliveryType === 'delivery' && postalCode ? shippingForPostalCode(context.zones, postalCode) : null;
  const voucher = state.voucher && state.voucher.archivedAt === null ? state.voucher : null;
  const voucherValue: VoucherValue | null = voucher
    ? subtotalCents >= voucher.minimumOrderCents
      ? voucherValueOf(voucher)
      : { kind: 'fixed', amountCents: 0 }
    : null;
  const totals = basketTotals({
    lines: priced,
    voucher: voucherValue,
    tipCents: state.basket.tipCents,
    shippingCents: zone ? shippingFeeCents(zone, subtotalCents) : 0,
    minimumOrderCents: zone?.minimumOrderCents ?? 0,
  });
  return { lines, totals, deliveryType, postalCode, zone };
}
