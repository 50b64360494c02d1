import type { RestaurantImport } from '@tavola/domain/schemas/restaurant-import';
import type { DraftCategory, DraftProduct } from '@tavola/domain/schemas/menu-editor';
import { cleanRestaurantHtml as clean } from '../restaurant-html.ts';

/** Every field of the import format the storefront renders as HTML, cleaned before it is written. */
export function cleanImportHtml(file: RestaurantImport): RestaurantImport {
  const { settings } = file.restaurant;
  return {
    ...file,
    restaurant: {
      ...file.restaurant,
      settings: { ...settings, closeMessage: clean(settings.closeMessage), announcement: clean(settings.announcement) },
    },
    closePeriods: file.closePeriods.map((period) => ({ ...period, message: clean(period.message) })),
    legal: Object.fromEntries(
      Object.entries(file.legal).map(([kind, body]) => [kind, clean(body)]),
    ) as RestaurantImport['legal'],
    informationPages: file.informationPages.map((page) => ({ ...page, body: clean(page.body) })),
    ...cleanMenuHtml(file),
    blogPosts: file.blogPosts.map((post) => ({ ...post, body: clean(post.body) })),
  };
}

/**
 * The menu's HTML fields (category description and foot note, dish description) cleaned with the
 * restaurant-text allowlist: an import file and the owner's editor go through the same cleaning.
 */
export function cleanMenuHtml<M extends { categories: DraftCategory[]; products: DraftProduct[] }>(
  menu: M,
): Pick<M, 'categories' | 'products'> {
  return {
    categories: menu.categories.map((category) => ({
      ...category,
      description: clean(category.description),
      footNote: clean(category.footNote),
    })),
    products: menu.products.map((product) => ({ ...product, description: clean(product.description) })),
  };
}
