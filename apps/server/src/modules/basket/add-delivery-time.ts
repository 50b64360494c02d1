import type { AddDeliveryTimeRequest } from '@tavola/domain/schemas/basket';
import { isProductOfferedFor } from '@tavola/domain/time/happy-hours';
import { badRequest } from '../../http/errors.ts';
import { patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { offeredProductOf, unitsOf } from './basket-state.ts';
import { assertSlotHasRoom, resolveChosenTime } from './delivery-time-rules.ts';
import { deliveryTypeId, deliveryTypeName, offersDeliveryType } from './ordering-context.ts';

/**
 * POST api/basket/add-delivery-time. An empty delivery_time means 'as soon as possible' (where the
 * restaurant offers it for the type). A chosen
 * time must pass the time rules, suit every happy-hour product in the basket (else the product's
 * name comes back) and have room in its slot (else validTime suggests the next one that has).
 */
export function addDeliveryTime(deps: BasketDeps, caller: BasketCaller, request: AddDeliveryTimeRequest, now: Date) {
  return patchBasket(deps, caller, request.basketId, async (tx, state, context) => {
    const { basket } = state;
    const type = request.deliveryType ?? deliveryTypeName(basket.deliveryTypeId);
    if (!type) throw badRequest('delivery_type_required');
    if (!offersDeliveryType(context, type)) throw badRequest('delivery_type_not_available');
    if (!request.delivery_time) {
      if (context.timeRequired.has(type)) throw badRequest('delivery_time_required');
      return { patch: { deliveryTypeId: deliveryTypeId(type), deliveryAt: null, deliveryLocal: null, duration: null } };
    }
    const chosen = resolveChosenTime(context, type, request.delivery_time, now);
    for (const line of state.lines) {
      if (!isProductOfferedFor(chosen.at, context.timeZone, offeredProductOf(line.product))) {
        const name = line.product.name;
        throw badRequest('product_not_available_for_date', { name }, { name });
      }
    }
    await assertSlotHasRoom(tx, context, type, { slotAt: chosen.at, limits: chosen.limits }, Math.max(1, unitsOf(state.lines)), now);
    return {
      patch: {
        deliveryTypeId: deliveryTypeId(type),
        deliveryAt: chosen.at,
        deliveryLocal: chosen.local,
        duration: chosen.duration ?? request.duration ?? null,
      },
    };
  });
}
