import { centsToAmount } from '@tavola/domain/pricing/money';
import type { BasketPrice, PriceQuery } from '@tavola/domain/schemas/basket';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { changeBasket, openBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { priceBasket } from './basket-pricing.ts';
import { updateBasket, type BasketRow } from './basket-repo.ts';
import { loadBasketState } from './basket-state.ts';
import { deliveryTypeName, offersDeliveryType, type OrderingContext } from './ordering-context.ts';

/**
 * GET api/restaurant/shipping-price and GET api/basket/total-price: what the basket costs for a
 * delivery type and postal code (both default to the basket's own). A postal code given here is
 * kept on the basket when the restaurant delivers there.
 */
export async function basketPrice(deps: BasketDeps, caller: BasketCaller, query: PriceQuery): Promise<BasketPrice> {
  if (query.postalCode) {
    const { result } = await changeBasket(deps, caller, query.basketId, async (tx, basket, context) => {
      const price = await priceOf(tx, basket, context, query);
      await updateBasket(tx, basket.id, { postalCode: query.postalCode });
      return price;
    });
    return result;
  }
  const context = await deps.contexts.get(caller.restaurantId);
  const basket = await openBasket(deps.db, caller, query.basketId);
  return priceOf(deps.db, basket, context, query);
}

async function priceOf(db: DbOrTx, basket: BasketRow, context: OrderingContext, query: PriceQuery): Promise<BasketPrice> {
  const type = query.deliveryType ?? deliveryTypeName(basket.deliveryTypeId);
  if (type && !offersDeliveryType(context, type)) throw badRequest('delivery_type_not_available');
  const state = await loadBasketState(db, basket);
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
  };
}
