import type { BasketLineQuery } from '@tavola/domain/schemas/basket';
import { notFound } from '../../http/errors.ts';
import { changeBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { deleteLines } from './basket-lines-repo.ts';

/** GET api/basket/delete-basket-product: the whole line. */
export function deleteBasketLine(deps: BasketDeps, caller: BasketCaller, query: BasketLineQuery) {
  return changeBasket(deps, caller, query.basketId, async (tx, { basket, lines }) => {
    const line = lines.find((candidate) => candidate.id === query.basketProductId);
    if (!line) throw notFound('basket_product_does_not_exists');
    await deleteLines(tx, basket.id, [line.id]);
  });
}
