import type { BasketLineQuery } from '@tavola/domain/schemas/basket';
import { notFound } from '../../http/errors.ts';
import { changeBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { deleteLines, updateLineFields } from './basket-lines-repo.ts';

/** GET api/basket/remove: one unit less; the line goes when its last unit does. */
export function removeBasketUnit(deps: BasketDeps, caller: BasketCaller, query: BasketLineQuery) {
  return changeBasket(deps, caller, query.basketId, async (tx, { basket, lines }) => {
    const line = lines.find((candidate) => candidate.id === query.basketProductId);
    if (!line) throw notFound('basket_product_does_not_exists');
    if (line.quantity <= 1) await deleteLines(tx, basket.id, [line.id]);
    else await updateLineFields(tx, basket.restaurantId, line.id, { quantity: line.quantity - 1 });
  });
}
