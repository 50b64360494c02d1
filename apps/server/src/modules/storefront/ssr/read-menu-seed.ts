import { menuViewFor } from '@tavola/domain/menu/menu-view';
import type { MenuSeed } from '@tavola/domain/schemas/menu-seed';
import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { categoriesAnswer, categoryProductsAnswer, pinnedProductsAnswer } from '../../menu/menu-answers.ts';
import type { MenuService } from '../../menu/menu-service.ts';

/**
 * Whether a page shows the menu first, so the server renders it (decision 084): the plain layout and the
 * side-menu one (its column reads the same categories). The layouts of event and ticketing restaurants and
 * the landing page are rendered by the browser.
 */
export function showsMenuFirst(config: StorefrontConfig, routePath: string): boolean {
  const path = routePath.replace(/\/+$/, '') || '/';
  if (path !== '/' && path !== '/menu') return false;
  if (!config.hasShop || (path === '/' && config.landingPage)) return false;
  return true;
}

/**
 * The menu's first view for 'as soon as possible', as the storefront's own calls answer it: the
 * categories (extra ones appended), the pinned products, and the shown view with its products — the
 * pinned products when there are any, else the first category, unless `?category=` names another
 * (menuViewFor, the rule the storefront shows the menu by). Read through the menu's cache (dropped on every
 * change of the restaurant's menu), so this runs no query on a warm cache and is never stale.
 */
export async function readMenuSeed(
  menus: MenuService,
  restaurantId: number,
  requested: unknown,
  pinnedLabel: string | null,
  lang: string,
): Promise<MenuSeed | null> {
  const menu = await menus.read(restaurantId, { lang });
  if (!menu) return null;
  const { snapshot, live } = menu;
  const main = categoriesAnswer(snapshot, live, false);
  const seen = new Set(main.map((category) => category.id));
  const categories = [...main, ...categoriesAnswer(snapshot, live, true).filter((category) => !seen.has(category.id))];
  const pinned = pinnedProductsAnswer(snapshot, live);

  const view = menuViewFor(
    typeof requested === 'string' ? requested : null,
    categories.map((category) => category.id),
    pinned.length > 0,
  );

  const products =
    view?.kind === 'category'
      ? { categoryId: view.categoryId, list: categoryProductsAnswer(snapshot, live, view.categoryId) ?? [] }
      : null;
  return { lang, categories, pinned, pinnedLabel, products };
}
