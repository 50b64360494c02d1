import type { BlogPage, BlogPost, BlogTagPage } from './blog.ts';
import type { MenuSeed } from './menu-seed.ts';
import type { InformationPage, LegalInfo, RestaurantInfo } from './restaurant-info.ts';

/**
 * The data a server-rendered storefront page was drawn from (docs/decisions/084-server-rendering.md),
 * carried by the page as `<script id="storefront-data" type="application/json">`: the browser seeds its
 * QueryClient with it before it hydrates, so its first render is the server's. Each part is the answer
 * of the call the browser's hook makes, for the page's own address. Types only: the web reads it without zod.
 */
export const PAGE_SEED_ELEMENT_ID = 'storefront-data';

export interface PageSeed {
  /**
   * GET api/restaurant/restaurant-by-id: the hours line, the delivery switch and the header draw from it
   * on the first byte. Null on a page that is not rendered on the server.
   */
  restaurant: RestaurantInfo | null;
  /** The menu's first view (the menu routes). */
  menu: MenuSeed | null;
  /** GET api/restaurant/imprint, on a legal text's address ('/?overlay=imprint'). */
  legal: LegalInfo | null;
  /**
   * GET api/restaurant/informationPages: the footer's and navigation sheet's links, and the page an address
   * opens ('/?overlay=information:7'). On every server-rendered page; null on one that is not.
   */
  informationPages: InformationPage[] | null;
  /** The blog page's answer (/blogs, /blogs/{slug}, /tags/{id}); null for a post or tag there is none of. */
  blog: BlogSeed | null;
}

export type BlogSeed =
  | { kind: 'list'; page: number; answer: BlogPage }
  | { kind: 'tag'; tagId: number; page: number; answer: BlogTagPage }
  /** `slug` as the address spells it: the browser's query key. */
  | { kind: 'post'; slug: string; answer: BlogPost };
