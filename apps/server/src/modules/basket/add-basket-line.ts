import type { AddBasketLineRequest } from '@tavola/domain/schemas/basket';
import { checkRequestedQuantity } from '@tavola/domain/stock/product-stock';
import type { Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { changeBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { insertLine, updateLine } from './basket-lines-repo.ts';
import { stockLinesOf, type BasketState } from './basket-state.ts';
import { addPackageUnits, addUnitsToLine } from './add-units.ts';
import { assertAttributeSelection } from './attribute-groups.ts';
import {
  assertItemDetails,
  assertOfferedAtDeliveryTime,
  assertStock,
  combineAttributeItems,
  lineMergeKey,
  mergeExtraInfo,
} from './line-rules.ts';
import { findOfferedProduct, type OfferedProduct } from './offered-product-repo.ts';
import type { OrderingContext } from './ordering-context.ts';

/**
 * POST api/basket/add. With basketProductId: more units of that line (the cart's plus button).
 * Otherwise a new line, merged into an identical one when the basket has it. Packages go through
 * the package rules with no chosen items (add-product-package-items carries the choices).
 */
export function addBasketLine(deps: BasketDeps, caller: BasketCaller, request: AddBasketLineRequest, now: Date) {
  return changeBasket(deps, caller, request.basketId, async (tx, state, context) => {
    if (request.basketProductId) {
      await addUnitsToLine(tx, state, context, request.basketProductId, request.quantity, request.extraInfo, now);
      return;
    }
    const product = await findOfferedProduct(tx, state.basket.restaurantId, request.productId);
    if (!product) throw notFound('product_does_not_exists');
    if (product.archivedAt) throw badRequest('product_not_available', {}, { name: product.name });
    if (product.isPackage) {
      await addPackageUnits(tx, state, context, product, [], request.quantity, request.extraInfo, now);
      return;
    }
    await addProductLine(tx, state, context, product, request, now);
  });
}

async function addProductLine(
  tx: Tx,
  state: BasketState,
  context: OrderingContext,
  product: OfferedProduct,
  request: AddBasketLineRequest,
  now: Date,
): Promise<void> {
  const { basket } = state;
  const selection = combineAttributeItems(request.attributeItems);
  assertAttributeSelection(
    product.attributeGroups,
    selection.map((item) => item.id),
    'attributeItems',
  );
  assertItemDetails(product, request.extraInfo, request.quantity, context, basket, product.happyHours, now);
  assertOfferedAtDeliveryTime(product, product.happyHours, basket, context);
  assertStock(checkRequestedQuantity(product, request.quantity, stockLinesOf(state.lines)));

  const mergeKey = lineMergeKey(product.id, selection, []);
  const identical = state.lines.find((line) => line.mergeKey === mergeKey);
  if (identical) {
    await updateLine(tx, identical.id, {
      quantity: identical.quantity + request.quantity,
      extraInfo: mergeExtraInfo(identical.extraInfo, request.extraInfo),
    });
    return;
  }
  await insertLine(tx, {
    restaurantId: basket.restaurantId,
    basketId: basket.id,
    productId: product.id,
    quantity: request.quantity,
    mergeKey,
    extraInfo: mergeExtraInfo(null, request.extraInfo),
    attributeItems: selection,
    packageItems: [],
  });
}
