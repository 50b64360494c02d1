import { centsToAmount } from '@tavola/domain/pricing/money';
import type { AddressCheck, CheckAddressQuery } from '@tavola/domain/schemas/basket';
import { badRequest } from '../../http/errors.ts';
import { patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { priceBasket } from './basket-pricing.ts';
import { deliveryTypeName, offersDeliveryType } from './ordering-context.ts';

/**
 * GET api/order/check-address: whether the restaurant delivers to the postal code. Pickup and
 * eat-here accept any (numeric) code. A code that passes is kept on the basket for shipping.
 */
export async function checkAddress(deps: BasketDeps, caller: BasketCaller, query: CheckAddressQuery): Promise<AddressCheck> {
  const { result } = await patchBasket(deps, caller, query.basketId, async (_tx, state, context) => {
    const { basket } = state;
    const type = query.deliveryType ?? deliveryTypeName(basket.deliveryTypeId);
    if (type && !offersDeliveryType(context, type)) throw badRequest('delivery_type_not_available');
    const pricing = priceBasket(context, state, { deliveryType: type, postalCode: query.postalCode });
    if (type === 'delivery' && !pricing.zone) throw badRequest('postal_code_not_in_delivery_area');
    const check: AddressCheck = {
      postalCode: query.postalCode,
      deliveryType: type,
      shippingPrice: centsToAmount(pricing.totals.shippingCents),
      minimumOrderValue: centsToAmount(pricing.zone?.minimumOrderCents ?? 0),
      minimumOrderMissing: centsToAmount(pricing.totals.minimumMissingCents),
    };
    return { patch: { postalCode: query.postalCode }, result: check };
  });
  if (!result) throw new Error('check-address produced no answer');
  return result;
}
