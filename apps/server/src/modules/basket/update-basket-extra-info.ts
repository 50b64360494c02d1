import type { UpdateBasketExtraInfoRequest } from '@tavola/domain/schemas/basket';
import { changeBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { updateBasket } from './basket-repo.ts';

/** POST api/basket/update-basket-extraInfo: the table capacity (adults, children) the guest entered. */
export function updateBasketExtraInfo(deps: BasketDeps, caller: BasketCaller, request: UpdateBasketExtraInfoRequest) {
  return changeBasket(deps, caller, request.basketId, async (tx, basket) => {
    await updateBasket(tx, basket.id, { extraInfo: { ...basket.extraInfo, ...request.extraInfo } });
  });
}
