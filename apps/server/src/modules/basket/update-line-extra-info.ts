import { mergeItemDetails } from '@tavola/domain/attributes/item-details';
import type { UpdateLineExtraInfoRequest } from '@tavola/domain/schemas/basket';
import { notFound } from '../../http/errors.ts';
import { changeBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { updateLineFields } from './basket-lines-repo.ts';

/**
 * POST api/basket/update-extraInfo: replaces a line's comment and person entries (the cart's
 * comment box; event mode removes a person here before removing the unit).
 */
export function updateLineExtraInfo(deps: BasketDeps, caller: BasketCaller, request: UpdateLineExtraInfoRequest) {
  return changeBasket(deps, caller, request.basketId, async (tx, { basket, lines }) => {
    const line = lines.find((candidate) => candidate.id === request.basketProductId);
    if (!line) throw notFound('basket_product_does_not_exists');
    const comment = request.extraInfo?.comment?.trim() || undefined;
    const itemDetails = mergeItemDetails(request.extraInfo?.itemDetails);
    const extraInfo =
      comment || itemDetails.length
        ? { ...(comment ? { comment } : {}), ...(itemDetails.length ? { itemDetails } : {}) }
        : null;
    await updateLineFields(tx, basket.restaurantId, line.id, { extraInfo });
  });
}
