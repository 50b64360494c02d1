import type { AddBasketLineRequest } from '@tavola/domain/schemas/basket';
import { checkRequestedQuantity } from '@tavola/domain/stock/product-stock';
import { badRequest, notFound } from '../../http/errors.ts';
import { changeBasketLines, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { insertLine, updateLine, type LineWriteTarget } from './basket-lines-repo.ts';
import { stockLinesOf, type BasketState, type LineAttributeItem, type LineState } from './basket-state.ts';
import { addPackageUnits, addUnitsToLine } from './add-units.ts';
import { assertAttributeSelection } from './attribute-groups.ts';
import {
  assertItemDetails,
  assertLineQuantity,
  assertOfferedAtDeliveryTime,
  assertStock,
  combineAttributeItems,
  lineMergeKey,
  mergeExtraInfo,
} from './line-rules.ts';
import {
  offeredProductJson,
  parseOfferedProduct,
  type OfferedAttributeGroup,
  type OfferedProduct,
} from './offered-product-repo.ts';
import type { OrderingContext } from './ordering-context.ts';

/**
 * POST api/basket/add. With basketProductId: more units of that line (the cart's plus button).
 * Otherwise a new line, merged into an identical one when the basket has it. Packages go through
 * the package rules with no chosen items (add-product-package-items carries the choices).
 * The product is read in the statement that reads the basket, the line written in one statement at
 * the basket's revision, and the answer built from the lines as changed: the guest's busiest call
 * costs two statements (basket-access.ts, changeBasketLines).
 */
export function addBasketLine(deps: BasketDeps, caller: BasketCaller, request: AddBasketLineRequest, now: Date) {
  const lookup = request.basketProductId
    ? null
    : { value: offeredProductJson(caller.restaurantId, request.productId), parse: parseOfferedProduct };
  return changeBasketLines(deps, caller, request.basketId, lookup, async (target, state, context, product) => {
    if (request.basketProductId) {
      return addUnitsToLine(target, state, context, request.basketProductId, request.quantity, request.extraInfo, now);
    }
    if (!product) throw notFound('product_does_not_exists');
    if (product.archivedAt) throw badRequest('product_not_available', {}, { name: product.name });
    if (product.isPackage) {
      await addPackageUnits(target, state, context, product, [], request.quantity, request.extraInfo, now);
      return null;
    }
    return addProductLine(target, state, context, product, request, now);
  });
}

/** Adds the units as a new line or to the identical one; answers the basket's lines afterwards. */
async function addProductLine(
  target: LineWriteTarget,
  state: BasketState,
  context: OrderingContext,
  product: OfferedProduct,
  request: AddBasketLineRequest,
  now: Date,
): Promise<LineState[] | null> {
  const { basket } = state;
  const selection = combineAttributeItems(request.attributeItems);
  assertAttributeSelection(
    product.attributeGroups,
    selection,
    'attributeItems',
  );
  assertItemDetails(product, request.extraInfo, request.quantity, context, basket, product.happyHours, now);
  assertOfferedAtDeliveryTime(product, product.happyHours, basket, context, now);
  assertStock(checkRequestedQuantity(product, request.quantity, stockLinesOf(state.lines)));

  const mergeKey = lineMergeKey(product.id, selection, []);
  const identical = state.lines.find((line) => line.mergeKey === mergeKey);
  if (identical) {
    assertLineQuantity(product.name, identical.quantity + request.quantity);
    const patch = {
      quantity: identical.quantity + request.quantity,
      extraInfo: mergeExtraInfo(identical.extraInfo, request.extraInfo),
    };
    await updateLine(target, identical.id, patch);
    return state.lines.map((line) => (line === identical ? { ...line, ...patch } : line));
  }
  const extraInfo = mergeExtraInfo(null, request.extraInfo);
  const lineId = await insertLine(target, {
    productId: product.id,
    quantity: request.quantity,
    mergeKey,
    extraInfo,
    attributeItems: selection,
    packageItems: [],
  });
  const attributeItems = chosenAttributeItems(product.attributeGroups, selection);
  if (!attributeItems) return null;
  const { attributeGroups: _groups, ...lineProduct } = product;
  // Lines are answered in id order: the new line has the highest id.
  return [
    ...state.lines,
    {
      id: lineId,
      productId: product.id,
      quantity: request.quantity,
      mergeKey,
      extraInfo,
      product: lineProduct,
      attributeItems,
      packageItems: [],
    },
  ];
}

/**
 * The chosen extras as a line holds them, in the order a read of the basket gives (group position,
 * then item position); null when one is not among the offered ones (then the basket is read again).
 */
function chosenAttributeItems(
  groups: readonly OfferedAttributeGroup[],
  selection: readonly { id: number; quantity: number }[],
): LineAttributeItem[] | null {
  const offered = new Map(groups.flatMap((group) => group.items.map((item) => [item.id, { group, item }] as const)));
  const chosen: { groupPosition: number; itemPosition: number; line: LineAttributeItem }[] = [];
  for (const { id, quantity } of selection) {
    const found = offered.get(id);
    if (!found) return null;
    const { group, item } = found;
    chosen.push({
      groupPosition: group.position,
      itemPosition: item.position,
      line: {
        id,
        groupId: group.id,
        name: item.name,
        translations: item.translations,
        image: item.image,
        priceCents: item.priceCents,
        quantity,
        archivedAt: null,
      },
    });
  }
  chosen.sort((a, b) => a.groupPosition - b.groupPosition || a.itemPosition - b.itemPosition);
  return chosen.map((entry) => entry.line);
}
