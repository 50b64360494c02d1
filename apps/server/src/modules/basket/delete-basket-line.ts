import type { BasketLineQuery } from '@tavola/domain/schemas/basket';
import { notFound } from '../../http/errors.ts';
import { changeBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { deleteLines, selectLines } from './basket-lines-repo.ts';

/** GET api/basket/delete-basket-product: the whole line. */
export function deleteBasketLine(deps: BasketDeps, caller: BasketCaller, query: BasketLineQuery) {
  return changeBasket(deps, caller, query.basketId, async (tx, basket) => {
    const line = (await selectLines(tx, basket.restaurantId, basket.id)).find((l) => l.id === query.basketProductId);
    if (!line) throw notFound('basket_product_does_not_exists');
    await deleteLines(tx, basket.id, [line.id]);
  });
}
