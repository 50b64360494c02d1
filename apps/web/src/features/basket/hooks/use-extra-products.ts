import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCategories } from '../../menu/api/get-categories.ts';
import { productsQuery, type Product } from '../../menu/api/get-products.ts';
import { useBasketStockLines } from '../../menu/hooks/use-basket-stock-lines.ts';
import { useMenuContext } from '../../menu/hooks/use-menu-context.ts';
import { extraCategoryIds, pickExtraProducts } from '../lib/extra-products.ts';

/**
 * The products the cart suggests: those of the extra categories (the menu's own category and
 * product queries, so the menu's cache serves them), not yet in the basket. Empty until every
 * extra category has loaded, so the panel appears once, complete.
 */
export function useExtraProducts(): Product[] {
  const context = useMenuContext();
  const categories = useCategories().data;
  const lines = useBasketStockLines();
  const ids = useMemo(() => extraCategoryIds(categories ?? []), [categories]);
  const results = useQueries({ queries: ids.map((id) => ({ ...productsQuery(context, id), meta: { silent: true } })) });
  const loaded = results.length > 0 && results.every((result) => result.isSuccess);
  const products = loaded ? results.flatMap((result) => result.data ?? []) : null;
  // useQueries answers a new array on every render: key the memo on the data it holds.
  const key = products?.map((product) => `${product.id}:${product.stock}`).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for products
  return useMemo(() => (products ? pickExtraProducts(products, lines) : []), [key, lines]);
}
