import type { Category, Product } from './menu.ts';

/**
 * The menu's first view, server-made, as the storefront page carries it in
 * `<script id="storefront-menu" type="application/json">`: what the server already rendered into the
 * page's HTML (docs/decisions/072-menu-first-paint.md), so the app's first render shows the same menu
 * instead of skeletons. The answers of api/restaurant/category (extra=0 then 1, merged as the
 * storefront merges them), pinned-products and products for 'as soon as possible'. Types only: the
 * web reads it without zod.
 */
export const MENU_SEED_ELEMENT_ID = 'storefront-menu';

export interface MenuSeed {
  /** The language its names and descriptions are in (the page's): the app uses the seed only in it. */
  lang: string;
  categories: Category[];
  pinned: Product[];
  /** The restaurant's own name for its pinned products (restaurant info's pinned_products_label), if any. */
  pinnedLabel: string | null;
  /** The shown category's products; null when the pinned products are shown. */
  products: { categoryId: number; list: Product[] } | null;
}
