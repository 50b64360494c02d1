import type { BasketQuery } from '@tavola/domain/schemas/basket';
import { patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';

/** PUT api/basket/remove-tip-from-basket. */
export function removeTip(deps: BasketDeps, caller: BasketCaller, query: BasketQuery) {
  return patchBasket(deps, caller, query.basketId, async () => ({ patch: { tipCents: 0 } }));
}
