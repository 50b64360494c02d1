import { validatePackageSelection, type PackageSelection } from '@tavola/domain/attributes/package-steps';
import type { LineExtraInfo } from '@tavola/domain/schemas/basket';
import { checkPackageRequest, type PackageComponentRequest } from '@tavola/domain/stock/package-stock';
import { checkRequestedQuantity, type StockCheck } from '@tavola/domain/stock/product-stock';
import { badRequest, conflict, FieldErrors, notFound } from '../../http/errors.ts';
import { definedParams } from './attribute-groups.ts';
import { insertLine, updateLine, type LineWriteTarget } from './basket-lines-repo.ts';
import { stockLinesOf, type BasketState, type LineProduct, type LineState } from './basket-state.ts';
import type { BasketStockLine } from '@tavola/domain/stock/basket-units';
import {
  assertItemDetails,
  assertLineQuantity,
  assertOfferedAtDeliveryTime,
  assertStock,
  lineMergeKey,
  mergeExtraInfo,
} from './line-rules.ts';
import { findProducts, packageStepsForProduct } from './menu-lookup-repo.ts';
import type { OrderingContext } from './ordering-context.ts';

/**
 * More units of an existing line (the cart's plus button), with the same rules as a new line.
 * Answers the basket's lines afterwards.
 */
export async function addUnitsToLine(
  target: LineWriteTarget,
  state: BasketState,
  context: OrderingContext,
  lineId: number,
  quantity: number,
  extraInfo: LineExtraInfo | undefined,
  now: Date,
): Promise<LineState[]> {
  const { basket } = state;
  const line = state.lines.find((candidate) => candidate.id === lineId);
  if (!line) throw notFound('basket_product_does_not_exists');
  const product = line.product;
  if (product.archivedAt || line.attributeItems.some((item) => item.archivedAt)) {
    throw badRequest('product_not_available', {}, { name: product.name });
  }
  if (line.packageItems.some((item) => item.product.archivedAt || item.stepArchivedAt)) {
    throw badRequest('package_not_available', {}, { name: product.name });
  }
  assertItemDetails(product, extraInfo, quantity, context, basket, product.happyHours, now);
  assertOfferedAtDeliveryTime(product, product.happyHours, basket, context, now);
  const stockLines = stockLinesOf(state.lines);
  assertStock(checkRequestedQuantity(product, quantity, stockLines));
  if (line.packageItems.length) {
    const components = line.packageItems.map((item) => ({ ...item.product, quantity: item.quantity }));
    assertPackageStock(checkPackageRequest(components, quantity, stockLines), product.name);
  }
  assertLineQuantity(product.name, line.quantity + quantity);
  const patch = { quantity: line.quantity + quantity, extraInfo: mergeExtraInfo(line.extraInfo, extraInfo) };
  await updateLine(target, line.id, patch);
  return state.lines.map((candidate) => (candidate === line ? { ...candidate, ...patch } : candidate));
}

/**
 * A package with the products chosen in its steps (productPackage = step id): every step's min/max
 * (422 productItems), every component still on the menu, and enough stock of the package and of
 * each component for `quantity` packages — components count per package times the packages.
 */
export async function addPackageUnits(
  target: LineWriteTarget,
  state: BasketState,
  context: OrderingContext,
  product: LineProduct,
  productItems: readonly { productId: number; productPackage: number; quantity: number }[],
  quantity: number,
  extraInfo: LineExtraInfo | undefined,
  now: Date,
): Promise<void> {
  const { basket } = state;
  const steps = await packageStepsForProduct(target.db, basket.restaurantId, product.id);
  const items = combinePackageItems(productItems);
  const selection: Record<number, { productId: number; quantity: number }[]> = {};
  for (const item of items)
    (selection[item.stepId] ??= []).push({ productId: item.productId, quantity: item.quantity });
  const errors = validatePackageSelection(
    steps.map((step) => ({ ...step, products: step.productIds.map((id) => ({ id })) })),
    selection as PackageSelection,
  );
  if (errors.length) {
    throw new FieldErrors({
      productItems: errors.map((error) => ({ code: error.code, params: definedParams(error.params) })),
    });
  }
  const components = await findProducts(
    target.db,
    basket.restaurantId,
    items.map((item) => item.productId),
  );
  const byId = new Map(components.map((component) => [component.id, component]));
  if (items.some((item) => !byId.get(item.productId) || byId.get(item.productId)?.archivedAt)) {
    throw badRequest('package_not_available', {}, { name: product.name });
  }
  assertItemDetails(product, extraInfo, quantity, context, basket, product.happyHours, now);
  assertOfferedAtDeliveryTime(product, product.happyHours, basket, context, now);
  const stockLines: BasketStockLine[] = stockLinesOf(state.lines);
  assertStock(checkRequestedQuantity(product, quantity, stockLines));
  const requests: PackageComponentRequest[] = items.map((item) => ({
    ...byId.get(item.productId)!,
    quantity: item.quantity,
  }));
  assertPackageStock(checkPackageRequest(requests, quantity, stockLines), product.name);

  const mergeKey = lineMergeKey(product.id, [], items);
  const identical = state.lines.find((line) => line.mergeKey === mergeKey);
  if (identical) {
    assertLineQuantity(product.name, identical.quantity + quantity);
    await updateLine(target, identical.id, {
      quantity: identical.quantity + quantity,
      extraInfo: mergeExtraInfo(identical.extraInfo, extraInfo),
    });
    return;
  }
  await insertLine(target, {
    productId: product.id,
    quantity,
    mergeKey,
    extraInfo: mergeExtraInfo(null, extraInfo),
    attributeItems: [],
    packageItems: items,
  });
}

/** Spec §5: a package is blocked when a component would go below zero ('The package is not available'). */
function assertPackageStock(check: StockCheck, packageName: string): void {
  if (check.ok) return;
  throw conflict(
    'package_not_available',
    { name: check.name },
    { name: check.name, inStock: check.inStock, package: packageName },
  );
}

function combinePackageItems(items: readonly { productId: number; productPackage: number; quantity: number }[]) {
  const combined = new Map<string, { stepId: number; productId: number; quantity: number }>();
  for (const item of items) {
    const key = `${item.productPackage}:${item.productId}`;
    const entry = combined.get(key) ?? { stepId: item.productPackage, productId: item.productId, quantity: 0 };
    entry.quantity += item.quantity;
    combined.set(key, entry);
  }
  return [...combined.values()];
}
