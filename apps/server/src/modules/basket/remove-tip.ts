import type { BasketQuery } from '@tavola/domain/schemas/basket';
import { changeBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { updateBasket } from './basket-repo.ts';

/** PUT api/basket/remove-tip-from-basket. */
export function removeTip(deps: BasketDeps, caller: BasketCaller, query: BasketQuery) {
  return changeBasket(deps, caller, query.basketId, async (tx, basket) => {
    await updateBasket(tx, basket.id, { tipCents: 0 });
  });
}
