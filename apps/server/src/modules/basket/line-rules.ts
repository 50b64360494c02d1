import { isOfferedForDeliveryType } from '@tavola/domain/menu/offered-delivery-types';
import { itemDetailProblem, mergeItemDetails } from '@tavola/domain/attributes/item-details';
import type { MessageParams } from '@tavola/domain/messages/catalogue';
import type { DeliveryType, LineExtraInfo } from '@tavola/domain/schemas/basket';
import type { StockCheck } from '@tavola/domain/stock/product-stock';
import { isOnBreak } from '@tavola/domain/breaks/break-patterns';
import { isProductOfferedFor } from '@tavola/domain/time/happy-hours';
import { checkProductDate } from '@tavola/domain/time/product-date';
import { LINE_QUANTITY_MAX } from '@tavola/domain/limits';
import { AppError, badRequest, conflict, FieldErrors } from '../../http/errors.ts';
import type { BasketRow } from './basket-repo.ts';
import type { HappyHourRow } from './menu-lookup-repo.ts';
import { deliveryTypeName, scheduleFor, type OrderingContext } from './ordering-context.ts';

/** A failed stock check as the answer: the message plus name and inStock beside it (spec §8). */
export function assertStock(check: StockCheck): void {
  if (check.ok) return;
  const params: MessageParams = { name: check.name, inStock: check.inStock };
  throw conflict(check.code, params, { name: check.name, inStock: check.inStock });
}

/** A line holds at most LINE_QUANTITY_MAX units, however many adds brought them (422 line_quantity_too_high). */
export function assertLineQuantity(name: string, quantity: number): void {
  if (quantity <= LINE_QUANTITY_MAX) return;
  throw new AppError('line_quantity_too_high', 422, { max: LINE_QUANTITY_MAX, name }, { name });
}

/**
 * A happy-hour product goes into a basket only when the basket's time lies inside its windows: the
 * chosen delivery time, or now for an "as soon as possible" basket (as the menu lists it).
 */
export function assertOfferedAtDeliveryTime(
  product: { id: number; name: string; additionalInfoConfig: { date: boolean }; deliveryTypeIds: number[] },
  windows: readonly HappyHourRow[] | undefined,
  basket: BasketRow,
  context: OrderingContext,
  now: Date,
): void {
  if (!isOfferedForDeliveryType(product.deliveryTypeIds, basket.deliveryTypeId)) {
    throw badRequest('product_not_for_delivery_type', { name: product.name }, { name: product.name });
  }
  const at = basket.deliveryAt ?? now;
  if (isOnBreak(context.breaks, product.id, at, context.timeZone)) {
    throw badRequest('product_not_available', { name: product.name }, { name: product.name });
  }
  const offered = isProductOfferedFor(at, context.timeZone, {
    windows: windows ?? [],
    datedByGuest: product.additionalInfoConfig.date,
  });
  if (!offered) {
    throw badRequest('product_not_available_for_date', { name: product.name }, { name: product.name });
  }
}

/**
 * Event-mode person entries: with the product's name/date flags on, each new unit needs its entry
 * (422 name_is_required / date_is_required), and every date must be one the product is sold on.
 */
export function assertItemDetails(
  product: { name: string; additionalInfoConfig: { name: boolean; date: boolean } },
  extraInfo: LineExtraInfo | undefined | null,
  quantity: number,
  context: OrderingContext,
  basket: BasketRow,
  windows: readonly HappyHourRow[] | undefined,
  now: Date,
): void {
  const problem = itemDetailProblem(product.additionalInfoConfig, extraInfo?.itemDetails, quantity);
  if (problem) throw FieldErrors.single('extraInfo.itemDetails', problem);
  const type: DeliveryType | null = deliveryTypeName(basket.deliveryTypeId) ?? context.deliveryTypes[0] ?? null;
  if (!type) return;
  for (const entry of extraInfo?.itemDetails ?? []) {
    if (!entry.date) continue;
    const check = checkProductDate(entry.date, now, scheduleFor(context, type), windows ?? []);
    if (!check.ok) throw badRequest(check.code, { name: product.name }, { name: product.name });
  }
}

/** Lines are identical when product, attribute items and package items are: then they merge. */
export function lineMergeKey(
  productId: number,
  attributeItems: readonly { id: number; quantity: number }[],
  packageItems: readonly { stepId: number; productId: number; quantity: number }[],
): string {
  const attributes = attributeItems
    .map((item) => `${item.id}x${item.quantity}`)
    .sort()
    .join(',');
  const components = packageItems
    .map((item) => `${item.stepId}:${item.productId}x${item.quantity}`)
    .sort()
    .join(',');
  return `p${productId}|a${attributes}|k${components}`;
}

/** A newly given comment replaces the old one; person entries are merged with counts. */
export function mergeExtraInfo(
  existing: LineExtraInfo | null | undefined,
  added: LineExtraInfo | null | undefined,
): LineExtraInfo | null {
  const comment = added?.comment?.trim() ? added.comment.trim() : existing?.comment?.trim() || undefined;
  const itemDetails = mergeItemDetails(existing?.itemDetails, added?.itemDetails);
  if (!comment && itemDetails.length === 0) return null;
  return { ...(comment ? { comment } : {}), ...(itemDetails.length ? { itemDetails } : {}) };
}

/** Duplicate ids in a request add up: [3, 3] is item 3 twice. */
export function combineAttributeItems(
  items: readonly { id: number; quantity: number }[],
): { id: number; quantity: number }[] {
  const combined = new Map<number, number>();
  for (const item of items) combined.set(item.id, (combined.get(item.id) ?? 0) + item.quantity);
  return [...combined].map(([id, quantity]) => ({ id, quantity }));
}
