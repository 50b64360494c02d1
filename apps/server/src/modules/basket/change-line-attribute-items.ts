import type { LineAttributeItemsRequest } from '@tavola/domain/schemas/basket';
import { MIN_ATTRIBUTE_ITEM_QUANTITY } from '@tavola/domain/limits';
import { badRequest, notFound } from '../../http/errors.ts';
import { changeBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { replaceLineAttributeItems, updateLineFields } from './basket-lines-repo.ts';
import { assertAttributeSelection } from './attribute-groups.ts';
import { combineAttributeItems, lineMergeKey } from './line-rules.ts';
import { attributeGroupsForProduct } from './menu-lookup-repo.ts';

/**
 * POST api/basket/add-attribute-items and remove-attribute-items: change the extras of one line.
 * Adding raises an item's quantity (or picks it); removing lowers it, never below 1 while other
 * units remain asked for, and takes the item off when its last one goes. The result must still
 * meet every group's min/max (422 attributeItems).
 */
export function changeLineAttributeItems(
  deps: BasketDeps,
  caller: BasketCaller,
  request: LineAttributeItemsRequest,
  direction: 'add' | 'remove',
) {
  return changeBasket(deps, caller, request.basketId, async (tx, state) => {
    const { basket } = state;
    const line = state.lines.find((candidate) => candidate.id === request.basketProductId);
    if (!line) throw notFound('basket_product_does_not_exists');
    if (line.product.isPackage) throw badRequest('product_not_available', {}, { name: line.product.name });
    const changes = combineAttributeItems([...request.attributeItems, ...request.productAttributeItems]);
    const quantities = new Map(line.attributeItems.map((item) => [item.id, item.quantity]));
    for (const change of changes) {
      const current = quantities.get(change.id) ?? 0;
      if (direction === 'add') quantities.set(change.id, current + change.quantity);
      else if (current - change.quantity >= MIN_ATTRIBUTE_ITEM_QUANTITY)
        quantities.set(change.id, current - change.quantity);
      else quantities.delete(change.id);
    }
    const items = [...quantities].map(([id, quantity]) => ({ id, quantity }));
    const groups = await attributeGroupsForProduct(tx, basket.restaurantId, line.product);
    assertAttributeSelection(
      groups,
      items,
      'attributeItems',
    );
    await replaceLineAttributeItems(tx, basket.restaurantId, line.id, items);
    await updateLineFields(tx, basket.restaurantId, line.id, { mergeKey: lineMergeKey(line.productId, items, []) });
  });
}
