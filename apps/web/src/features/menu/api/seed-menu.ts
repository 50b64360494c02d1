import type { QueryClient } from '@tanstack/react-query';
import type { MenuSeed } from '@tavola/domain/schemas/menu-seed';
import { menuPreviewToken } from '../../../api/client.ts';
import { i18n, subscribeLanguage } from '../../../i18n/i18n.ts';
import type { MenuContext } from '../hooks/use-menu-context.ts';
import { categoriesQuery } from './get-categories.ts';
import { pinnedProductsQuery } from './get-pinned-products.ts';
import { productsQuery } from './get-products.ts';

const PINNED_LABEL_KEY = ['page', 'pinnedLabel'] as const;

/** The restaurant's name for its pinned products as the page brought it, until restaurant info has loaded. */
export function pinnedLabelFromPage(queryClient: QueryClient): string | null {
  return queryClient.getQueryData<string | null>(PINNED_LABEL_KEY) ?? null;
}

/**
 * The menu's first view as the answers of the menu's first calls (docs/decisions/084-server-rendering.md):
 * the server renders the page from it and the browser hydrates from the same seed, so both render the
 * same dishes and the app asks for them no second time. Both render for 'as soon as possible' (the
 * stored basket, which may carry a delivery time, is read after hydration).
 */
export function seedMenuQueries(queryClient: QueryClient, seed: MenuSeed | null): void {
  // A preview shows the draft: the page's menu is the published one.
  if (!seed || menuPreviewToken) return;
  queryClient.setQueryData(PINNED_LABEL_KEY, seed.pinnedLabel);
  // Dish names come in the language the server was asked for: a guest reading another one loads their own.
  if (seed.lang !== i18n.language) return;
  const asap: MenuContext = { deliveryTime: undefined, ready: true };
  queryClient.setQueryData(categoriesQuery(asap).queryKey, seed.categories);
  queryClient.setQueryData(pinnedProductsQuery(asap).queryKey, seed.pinned);
  if (seed.products)
    queryClient.setQueryData(productsQuery(asap, seed.products.categoryId).queryKey, seed.products.list);
}

/**
 * Dish names and descriptions arrive in the guest's language (the client sends it with every call):
 * after a switch in the header the menu is asked for again, in the new language.
 */
export function refetchMenuOnLanguageChange(queryClient: QueryClient): () => void {
  let shown = i18n.language;
  return subscribeLanguage(() => {
    if (i18n.language === shown) return;
    shown = i18n.language;
    void queryClient.invalidateQueries({ queryKey: ['menu'] });
  });
}
