import { centsToAmount } from '@tavola/domain/pricing/money';
import type { IsValidQuery, OrderValidity } from '@tavola/domain/schemas/order';
import { openBasketState, type BasketCaller, type BasketDeps } from '../basket/basket-access.ts';
import { checkBasketForOrder } from './order-rules.ts';

/**
 * POST api/order/is-valid: the pre-order check the storefront runs before checkout — open at the
 * time, minimum order value, stock, capacity, delivery area, voucher. The guest's personal details
 * and the payment type are judged at create-order, once the checkout has collected them.
 */
export async function isOrderValid(deps: BasketDeps, caller: BasketCaller, query: IsValidQuery, now: Date): Promise<OrderValidity> {
  const context = await deps.contexts.get(caller.restaurantId);
  const state = await openBasketState(deps.db, caller, query.basketId);
  const plan = await checkBasketForOrder(deps.db, context, state, now);
  return { valid: true, totalWithDiscount: centsToAmount(plan.pricing.totals.totalCents) };
}
