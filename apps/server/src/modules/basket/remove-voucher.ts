import type { BasketQuery } from '@tavola/domain/schemas/basket';
import { patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';

/** GET api/basket/remove-voucher-from-basket. */
export function removeVoucher(deps: BasketDeps, caller: BasketCaller, query: BasketQuery) {
  return patchBasket(deps, caller, query.basketId, async () => ({ patch: { voucherId: null }, voucher: null }));
}
