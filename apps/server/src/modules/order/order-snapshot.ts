import { localisedText } from '@tavola/domain/schemas/menu-translations';
import type { OrderPaymentType } from '@tavola/domain/schemas/order';
import type { BasketState } from '../basket/basket-state.ts';
import { deliveryTypeId, type OrderingContext } from '../basket/ordering-context.ts';
import type { NewOrder, NewOrderLine } from './order-repo.ts';
import type { OrderPlan } from './order-rules.ts';

export interface OrderSnapshotInput {
  publicId: string;
  customerId: number | null;
  paymentType: OrderPaymentType;
  isOnlinePayment: boolean;
  paymentLink: string | null;
  qrCode: string | null;
  tablePaymentId: string | null;
  externalBasketItems: unknown[] | null;
  /** The capacity slot booked for the order, if limits applied. */
  slotAt: Date | null;
  /** The guest's language at ordering, for later mails about the order. */
  lang: string;
  /** The service's clock, so the kitchen's day and the guest's order agree on when it was placed. */
  createdAt: Date;
  /** When an unpaid online payment lapses; null for orders paid on site. */
  paymentDueAt: Date | null;
}

/** The order row: a copy of the basket with the prices of this moment, never to change with the menu. */
export function orderValues(context: OrderingContext, state: BasketState, plan: OrderPlan, input: OrderSnapshotInput): NewOrder {
  const { basket, voucher } = state;
  const { totals } = plan.pricing;
  return {
    publicId: input.publicId,
    restaurantId: basket.restaurantId,
    basketId: basket.id,
    customerId: input.customerId ?? basket.customerId,
    status: 'received',
    deliveryTypeId: deliveryTypeId(plan.type),
    deliveryAt: basket.deliveryAt,
    deliveryLocal: basket.deliveryLocal,
    duration: basket.duration,
    slotAt: input.slotAt,
    postalCode: basket.postalCode,
    userDetails: basket.userInfo,
    tableId: basket.tableId,
    tableByCode: basket.tableId !== null && basket.tableByCode,
    extraInfo: basket.extraInfo,
    paymentType: input.paymentType,
    isOnlinePayment: input.isOnlinePayment,
    paymentLink: input.paymentLink,
    paymentDueAt: input.paymentDueAt,
    qrCode: input.qrCode,
    tablePaymentId: input.tablePaymentId,
    externalBasketItems: input.externalBasketItems,
    voucherId: voucher?.id ?? null,
    voucherCode: voucher?.code ?? null,
    subtotalCents: totals.subtotalCents,
    depotCents: totals.depotCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    // The delivery fee is taxed at the restaurant's main rate (docs/decisions/081).
    shippingVatRateBp: context.vatDefaultRateBp,
    tipCents: totals.tipCents,
    totalCents: totals.totalCents,
    currency: context.currency,
    lang: input.lang,
    createdAt: input.createdAt,
  };
}

/**
 * The order's lines: names and prices of this moment, the VAT rate each dish sells at (a package
 * sells at its own rate, whatever its contents), and the dish's name in the guest's language.
 */
export function orderLineValues(
  context: Pick<OrderingContext, 'lang'>,
  state: BasketState,
  plan: OrderPlan,
  guestLang: string,
): NewOrderLine[] {
  return state.lines.map((line, position) => {
    const total = plan.pricing.lines.get(line.id);
    const componentDepot = line.packageItems.reduce((sum, item) => sum + (item.product.depotPriceCents ?? 0) * item.quantity, 0);
    const guestName = localisedText(line.product.translations, 'name', guestLang, context.lang, line.product.name);
    return {
      restaurantId: state.basket.restaurantId,
      productId: line.productId,
      name: line.product.name,
      guestName: guestName === line.product.name ? null : guestName,
      vatRateBp: line.product.vatRateBp,
      quantity: line.quantity,
      unitCents: total?.unitCents ?? 0,
      depotName: line.product.depotName,
      depotUnitCents: (line.product.depotPriceCents ?? 0) + componentDepot,
      totalCents: total?.totalCents ?? 0,
      isPackage: line.product.isPackage,
      attributeItems: line.attributeItems.map((item) => ({
        id: item.id,
        name: item.name,
        priceCents: item.priceCents,
        quantity: item.quantity,
      })),
      packageItems: line.packageItems.map((item) => ({
        productId: item.product.id,
        name: item.product.name,
        quantity: item.quantity,
        packageStepId: item.stepId,
        depotName: item.product.depotName,
        depotPriceCents: item.product.depotPriceCents,
      })),
      extraInfo: line.extraInfo,
      position,
    };
  });
}
