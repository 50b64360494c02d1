import type { Category, Product } from '@tavola/domain/schemas/menu';
import type { BasketStockLine } from '@tavola/domain/stock/basket-units';
import { availableStock } from '@tavola/domain/stock/product-stock';

/** The categories the restaurant flagged as extras (spec §3, Category extra flag): drinks, sides, dips. */
export function extraCategoryIds(categories: readonly Pick<Category, 'id' | 'extra'>[]): number[] {
  return categories.filter((category) => category.extra === 1).map((category) => category.id);
}

/**
 * What the cart's extra-items panel offers: products of the extra categories that are not in the
 * basket as a line of their own yet and can go in with one tap, in the categories' order.
 *
 * Left out, rather than opened in the product panel: products with attribute groups, packages and
 * products that ask for a name or date (event mode). They need choices the product panel of the menu
 * page makes; the panel is a one-tap shortcut, and on the cart page a second dialog over the cart
 * would hide the very lines the guest is reviewing. Those products stay one step away on the menu.
 * Sold out (or all remaining stock already in the basket) is left out too: a suggestion that
 * cannot be added is noise.
 */
export function pickExtraProducts(products: readonly Product[], lines: readonly BasketStockLine[]): Product[] {
  // A line of its own counts; a drink inside a menu does not: another one may well be wanted.
  const inBasket = new Set(lines.map((line) => line.productId));
  const seen = new Set<number>();
  return products.filter((product) => {
    if (seen.has(product.id)) return false;
    seen.add(product.id);
    if (inBasket.has(product.id)) return false;
    if (product.extra.length > 0 || product.is_package === 1) return false;
    if (product.additional_info_config.name || product.additional_info_config.date) return false;
    const available = availableStock(product, lines);
    return available === null || available > 0;
  });
}
