import type { Basket, CreateBasketRequest } from '@tavola/domain/schemas/basket';
import { splitDeliveryTime } from '@tavola/domain/time/local-clock';
import { checkDeliveryTime } from '@tavola/domain/time/delivery-slots';
import { AppError } from '../../http/errors.ts';
import type { BasketCaller, BasketDeps } from './basket-access.ts';
import { priceBasket } from './basket-pricing.ts';
import { insertBasket } from './basket-repo.ts';
import { basketView } from './basket-view.ts';
import { deliveryTypeId, offersDeliveryType, scheduleFor } from './ordering-context.ts';
import { newPublicId } from './public-id.ts';

/**
 * A new, empty basket bound to the caller's restaurant (and to the customer when logged in). It
 * starts with the requested delivery type when offered, else the restaurant's first. A stale or
 * invalid delivery_time from the storefront's storage is dropped (as soon as possible) rather than
 * refused: the guest picks a new one in the time picker.
 */
export async function createBasket(
  deps: BasketDeps,
  caller: BasketCaller,
  request: CreateBasketRequest,
  now: Date,
): Promise<Basket> {
  const context = await deps.contexts.get(caller.restaurantId);
  if (!context.live) throw new AppError('restaurant_not_live', 403);
  const type =
    request.deliveryType && offersDeliveryType(context, request.deliveryType)
      ? request.deliveryType
      : (context.deliveryTypes[0] ?? null);
  const requested = request.delivery_time ? splitDeliveryTime(request.delivery_time) : null;
  const check = requested && type ? checkDeliveryTime(requested, now, scheduleFor(context, type)) : null;
  const basket = await insertBasket(deps.db, {
    publicId: newPublicId(),
    restaurantId: caller.restaurantId,
    customerId: caller.customerId,
    deliveryTypeId: type ? deliveryTypeId(type) : null,
    deliveryAt: check?.ok ? check.at : null,
    deliveryLocal: check?.ok ? `${check.date} ${check.time}` : null,
  });
  const state = { basket, lines: [], voucher: null, table: null };
  return basketView(state, priceBasket(context, state));
}
