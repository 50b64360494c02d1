import type { QueryClient } from '@tanstack/react-query';
import { MENU_SEED_ELEMENT_ID, type MenuSeed } from '@tavola/domain/schemas/menu-seed';
import { menuPreviewToken } from '../../../api/client.ts';
import { i18n, subscribeLanguage } from '../../../i18n/i18n.ts';
import { storedBasketId } from '../../../lib/basket-store.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import type { MenuContext } from '../hooks/use-menu-context.ts';
import { categoriesQuery } from './get-categories.ts';
import { pinnedProductsQuery } from './get-pinned-products.ts';
import { productsQuery } from './get-products.ts';

let seededPinnedLabel: string | null = null;

/** The restaurant's name for its pinned products as the page brought it, until restaurant info has loaded. */
export function pinnedLabelFromPage(): string | null {
  return seededPinnedLabel;
}

/**
 * The menu the server already rendered into the page (docs/decisions/072-menu-first-paint.md) as the
 * answers of the menu's first calls, so the app's first render shows those dishes instead of
 * skeletons and asks for them no second time. Only on a first visit: a stored basket may carry a
 * delivery time, and its menu is then loaded for that time, as before.
 */
export function seedMenuQueries(queryClient: QueryClient): void {
  const text = document.getElementById(MENU_SEED_ELEMENT_ID)?.textContent;
  // A preview shows the draft: the page's menu is the published one.
  if (!text || storedBasketId(pageConfig.restaurantId) !== null || menuPreviewToken) return;
  let seed: MenuSeed;
  try {
    seed = JSON.parse(text) as MenuSeed;
  } catch {
    return;
  }
  seededPinnedLabel = seed.pinnedLabel;
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
