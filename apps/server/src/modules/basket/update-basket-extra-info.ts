import type { UpdateBasketExtraInfoRequest } from '@tavola/domain/schemas/basket';
import { patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';

/** POST api/basket/update-basket-extraInfo: the table capacity (adults, children) the guest entered. */
export function updateBasketExtraInfo(deps: BasketDeps, caller: BasketCaller, request: UpdateBasketExtraInfoRequest) {
  return patchBasket(deps, caller, request.basketId, async (_tx, { basket }) => ({
    patch: { extraInfo: { ...basket.extraInfo, ...request.extraInfo } },
  }));
}
