import { unitsInBasket, type BasketStockLine } from './basket-units.ts';
import { checkRequestedQuantity, type StockCheck, type StockedProduct } from './product-stock.ts';

/** A product chosen in the package wizard, with its count per one package. */
export interface PackageComponentRequest extends StockedProduct {
  quantity: number;
}

/**
 * What the wizard shows for a component: stock − already chosen in this package − already in the
 * basket (own lines and inside packages), never below 0; null = unlimited. 0 disables the product.
 */
export function stockLeftForPackageComponent(
  component: Pick<StockedProduct, 'id' | 'stock'>,
  chosenCount: number,
  lines: readonly BasketStockLine[],
): number | null {
  if (component.stock === null) return null;
  return Math.max(0, component.stock - chosenCount - unitsInBasket(component.id, lines));
}

/**
 * A package is blocked when any component would go below zero: each component needs its count ×
 * packageQuantity, summed when the same product is chosen in several steps. The first short
 * component is reported (the server may answer 'package_not_available' instead).
 */
export function checkPackageRequest(
  components: readonly PackageComponentRequest[],
  packageQuantity: number,
  lines: readonly BasketStockLine[],
): StockCheck {
  const needed = new Map<number, { product: StockedProduct; units: number }>();
  for (const component of components) {
    const entry = needed.get(component.id) ?? { product: component, units: 0 };
    entry.units += component.quantity * packageQuantity;
    needed.set(component.id, entry);
  }
  for (const { product, units } of needed.values()) {
    const check = checkRequestedQuantity(product, units, lines);
    if (!check.ok) return check;
  }
  return { ok: true };
}
