import type { BasketQuery } from '@tavola/domain/schemas/basket';
import { changeBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { updateBasket } from './basket-repo.ts';

/** GET api/basket/remove-voucher-from-basket. */
export function removeVoucher(deps: BasketDeps, caller: BasketCaller, query: BasketQuery) {
  return changeBasket(deps, caller, query.basketId, async (tx, basket) => {
    await updateBasket(tx, basket.id, { voucherId: null });
  });
}
