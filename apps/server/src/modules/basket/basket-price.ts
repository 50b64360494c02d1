import { centsToAmount } from '@tavola/domain/pricing/money';
import type { BasketPrice, PriceQuery } from '@tavola/domain/schemas/basket';
import { badRequest } from '../../http/errors.ts';
import { openBasketState, patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { priceBasket } from './basket-pricing.ts';
import type { BasketState } from './basket-state.ts';
import { deliveryTypeName, offersDeliveryType, type OrderingContext } from './ordering-context.ts';

/**
 * GET api/restaurant/shipping-price and GET api/basket/total-price: what the basket costs for a
 * delivery type and postal code (both default to the basket's own). A postal code given here is
 * kept on the basket when the restaurant delivers there.
 */
export async function basketPrice(deps: BasketDeps, caller: BasketCaller, query: PriceQuery): Promise<BasketPrice> {
  if (query.postalCode) {
    const postalCode = query.postalCode;
    const { result } = await patchBasket(deps, caller, query.basketId, async (_tx, state, context) => ({
      patch: { postalCode },
      result: priceOf(state, context, query),
    }));
    if (!result) throw new Error('the price produced no answer');
    return result;
  }
  const context = await deps.contexts.get(caller.restaurantId);
  return priceOf(await openBasketState(deps.db, caller, query.basketId), context, query);
}

function priceOf(state: BasketState, context: OrderingContext, query: PriceQuery): BasketPrice {
  const { basket } = state;
  const type = query.deliveryType ?? deliveryTypeName(basket.deliveryTypeId);
  if (type && !offersDeliveryType(context, type)) throw badRequest('delivery_type_not_available');
  const pricing = priceBasket(context, state, { deliveryType: type, postalCode: query.postalCode });
  if (type === 'delivery' && pricing.postalCode && !pricing.zone) throw badRequest('postal_code_not_in_delivery_area');
  const { totals } = pricing;
  return {
    shippingPrice: centsToAmount(totals.shippingCents),
    totalPrice: centsToAmount(totals.subtotalCents + totals.depotCents),
    voucherValue: centsToAmount(totals.discountCents),
    tip: centsToAmount(totals.tipCents),
    totalWithDiscount: centsToAmount(totals.totalCents),
    minimumOrderValue: centsToAmount(pricing.zone?.minimumOrderCents ?? 0),
    minimumOrderMissing: centsToAmount(pricing.totals.minimumMissingCents),
  };
}
