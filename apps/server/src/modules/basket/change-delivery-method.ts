import type { ChangeDeliveryMethodRequest, DeliveryType } from '@tavola/domain/schemas/basket';
import { checkDeliveryTime } from '@tavola/domain/time/delivery-slots';
import { isProductOfferedAt } from '@tavola/domain/time/happy-hours';
import { splitDeliveryTime } from '@tavola/domain/time/local-clock';
import { earliestOrderTime } from '@tavola/domain/time/order-window';
import { badRequest } from '../../http/errors.ts';
import { changeBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { deleteLines } from './basket-lines-repo.ts';
import { updateBasket } from './basket-repo.ts';
import type { LineState } from './basket-state.ts';
import { deliveryTypeId, offersDeliveryType, scheduleFor } from './ordering-context.ts';

export interface RemovedProduct {
  basketProductId: number;
  productId: number;
  name: string;
}

/**
 * POST api/basket/change-delivery-method. The chosen time stays when it is valid for the new type,
 * otherwise the basket goes back to 'as soon as possible'. Lines the new type cannot sell at that
 * time are dropped and named: products taken off the menu and happy-hour products outside their
 * windows (delivery and pickup have their own lead times and hours).
 */
export function changeDeliveryMethod(deps: BasketDeps, caller: BasketCaller, request: ChangeDeliveryMethodRequest, now: Date) {
  return changeBasket(deps, caller, request.basketId, async (tx, state, context): Promise<RemovedProduct[]> => {
    const { basket } = state;
    const type: DeliveryType = request.deliveryType;
    if (!offersDeliveryType(context, type)) throw badRequest('delivery_type_not_available');
    const schedule = scheduleFor(context, type);
    const parts = basket.deliveryLocal ? splitDeliveryTime(basket.deliveryLocal) : null;
    const kept = parts ? checkDeliveryTime(parts, now, schedule) : null;
    const at = kept?.ok ? kept.at : null;
    const sellsAt = at ?? earliestOrderTime(now, schedule);
    const removed = state.lines.filter((line) => !isSold(line, sellsAt, context.timeZone));
    await deleteLines(
      tx,
      basket.id,
      removed.map((line) => line.id),
    );
    await updateBasket(tx, basket.restaurantId, basket.id, {
      deliveryTypeId: deliveryTypeId(type),
      deliveryAt: at,
      deliveryLocal: at ? basket.deliveryLocal : null,
      duration: at ? basket.duration : null,
    });
    return removed.map((line) => ({ basketProductId: line.id, productId: line.productId, name: line.product.name }));
  });
}

function isSold(line: LineState, at: Date, timeZone: string): boolean {
  if (line.product.archivedAt || line.attributeItems.some((item) => item.archivedAt)) return false;
  if (line.packageItems.some((item) => item.product.archivedAt || item.stepArchivedAt)) return false;
  return isProductOfferedAt(at, timeZone, line.product.happyHours);
}
