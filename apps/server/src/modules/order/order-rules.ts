import { isOfferedForDeliveryType } from '@tavola/domain/menu/offered-delivery-types';
import { ORDER_TOTAL_MAX_CENTS } from '@tavola/domain/limits';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { checkRequestedQuantity } from '@tavola/domain/stock/product-stock';
import type { SlotLimits } from '@tavola/domain/tickets/slot-capacity';
import { isOnBreak } from '@tavola/domain/breaks/break-patterns';
import { isProductOfferedFor } from '@tavola/domain/time/happy-hours';
import { asapAvailability } from '@tavola/domain/time/next-bookable-time';
import type { DbOrTx } from '../../db/client.ts';
import { AmountError, AppError, badRequest } from '../../http/errors.ts';
import { assertTipWithinCap } from '../basket/add-tip.ts';
import { priceBasket, type BasketPricing } from '../basket/basket-pricing.ts';
import { offeredProductOf, type BasketState } from '../basket/basket-state.ts';
import { assertSlotHasRoom, asapSlot, formatValidTime, resolveChosenTime } from '../basket/delivery-time-rules.ts';
import { assertStock } from '../basket/line-rules.ts';
import { deliveryTypeName, offersDeliveryType, scheduleFor, type OrderingContext } from '../basket/ordering-context.ts';
import { checkStoredVoucher } from '../basket/voucher-rules.ts';

/** Units a product needs across the basket (own lines and inside packages), for the stock update. */
export interface StockNeed {
  productId: number;
  name: string;
  stock: number | null;
  units: number;
}

/** What create-order writes once the basket passed every rule. */
export interface OrderPlan {
  type: DeliveryType;
  pricing: BasketPricing;
  slotAt: Date;
  limits: SlotLimits | null;
  units: number;
  stockNeeds: StockNeed[];
}

/**
 * Every rule a basket must pass to become an order, each failure a coded message (spec §8), in
 * the order a guest can fix them: content, delivery type and time, availability, stock, delivery
 * area, voucher, totals, capacity. Reads only; create-order repeats the stock, voucher and
 * capacity checks as guarded updates.
 */
export async function checkBasketForOrder(
  db: DbOrTx,
  context: OrderingContext,
  state: BasketState,
  now: Date,
): Promise<OrderPlan> {
  const { basket, lines } = state;
  if (!context.live) throw new AppError('restaurant_not_live', 403);
  if (lines.length === 0) throw badRequest('basket_is_empty');

  const type = deliveryTypeName(basket.deliveryTypeId);
  if (!type) throw badRequest('delivery_type_required');
  if (!offersDeliveryType(context, type)) throw badRequest('delivery_type_not_available');
  const schedule = scheduleFor(context, type);
  let slotAt: Date;
  let limits: SlotLimits | null;
  if (basket.deliveryLocal) {
    const chosen = resolveChosenTime(context, type, basket.deliveryLocal, now);
    slotAt = chosen.at;
    limits = chosen.limits;
  } else {
    if (context.modes.ticketing || context.timeRequired.has(type)) throw badRequest('delivery_time_required');
    const asap = asapAvailability(now, schedule);
    // Closed or paused: the refusal names the time the guest was offered up front (issue 26 item 17).
    if (!asap.asap) throw badRequest('restaurant_closed', {}, asap.next ? { validTime: formatValidTime(asap.next) } : {});
    slotAt = asapSlot(context, type, now);
    limits = context.slotLimits.get(type) ?? null;
  }

  for (const line of lines) {
    const name = line.product.name;
    if (line.product.archivedAt || line.attributeItems.some((item) => item.archivedAt)) {
      throw badRequest('product_not_available', { name }, { name });
    }
    if (line.packageItems.some((item) => item.product.archivedAt || item.stepArchivedAt)) {
      throw badRequest('package_not_available', { name }, { name });
    }
    if (isOnBreak(context.breaks, line.product.id, slotAt, context.timeZone)) {
      throw badRequest('product_not_available', { name }, { name });
    }
    if (!isOfferedForDeliveryType(line.product.deliveryTypeIds, basket.deliveryTypeId)) {
      throw badRequest('product_not_for_delivery_type', { name }, { name });
    }
    if (!isProductOfferedFor(slotAt, context.timeZone, offeredProductOf(line.product))) {
      throw badRequest('product_not_available_for_date', { name }, { name });
    }
  }

  const stockNeeds = stockNeedsOf(state);
  for (const need of stockNeeds) {
    assertStock(checkRequestedQuantity({ id: need.productId, name: need.name, stock: need.stock }, need.units, []));
  }

  const pricing = priceBasket(context, state);
  if (type === 'delivery' && !pricing.zone) throw badRequest('postal_code_not_in_delivery_area');

  if (state.voucher) {
    if (!context.settings.availableVoucher) throw badRequest('voucher_not_available');
    const check = checkStoredVoucher(state.voucher, context.timeZone, now, pricing.totals.subtotalCents);
    if (!check.ok && check.code === 'voucher_minimum_not_reached') {
      throw new AmountError(check.code, { minimum: { cents: check.minimumCents, currency: context.currency } });
    }
    if (!check.ok) throw badRequest(check.code);
    if (pricing.totals.discountCents === 0) throw badRequest('voucher_no_discount');
  }
  if (pricing.totals.totalCents === 0) throw badRequest('total_price_is_zero');
  // Dishes removed after tipping: the tip may not outgrow them.
  assertTipWithinCap(pricing.totals.tipCents, pricing.totals.subtotalCents, context.currency);
  if (pricing.totals.totalCents > ORDER_TOTAL_MAX_CENTS) {
    throw new AmountError('order_total_too_high', { max: { cents: ORDER_TOTAL_MAX_CENTS, currency: context.currency } }, 422);
  }
  if (!pricing.totals.minimumReached) throw badRequest('minimum_order_value_not_reached');

  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  await assertSlotHasRoom(db, context, type, { slotAt, limits }, units, now);
  return { type, pricing, slotAt, limits, units, stockNeeds };
}

/** Units per product over the whole basket, ordered by product id (the order rows are locked in). */
export function stockNeedsOf(state: BasketState): StockNeed[] {
  const needs = new Map<number, StockNeed>();
  const add = (product: { id: number; name: string; stock: number | null }, units: number) => {
    const need = needs.get(product.id) ?? { productId: product.id, name: product.name, stock: product.stock, units: 0 };
    need.units += units;
    needs.set(product.id, need);
  };
  for (const line of state.lines) {
    add(line.product, line.quantity);
    for (const item of line.packageItems) add(item.product, item.quantity * line.quantity);
  }
  return [...needs.values()].sort((a, b) => a.productId - b.productId);
}
