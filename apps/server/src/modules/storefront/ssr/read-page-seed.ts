import type { Lang } from '@tavola/domain/messages/catalogue';
import type { BlogSeed, PageSeed } from '@tavola/domain/schemas/page-seed';
import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { pageParamOf } from '@tavola/domain/storefront/page-param';
import { isLegalPage, type StorefrontRoute } from '@tavola/domain/storefront/route-titles';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../http/errors.ts';
import { listBlogPosts, listBlogPostsByTag, showBlogPost } from '../../blog/read-blog.ts';
import type { MenuService } from '../../menu/menu-service.ts';
import { legalInfoOf } from '../../restaurant/legal-info.ts';
import { loadRestaurantInfo } from '../../restaurant/restaurant-info.ts';
import { informationPagesOf, type RestaurantRow } from '../../restaurant/repo.ts';
import { readMenuSeed, showsMenuFirst } from './read-menu-seed.ts';

/**
 * Which pages the server renders (docs/decisions/084-server-rendering.md): the menu (with a legal text its
 * address opens), the landing page at its own address and the blog's list, post and tag pages, in the plain
 * and the side-menu layout. The addresses the route guards lead to the landing page are redirected to it
 * before (storefront/routes.ts).
 */
export function rendersOnServer(config: StorefrontConfig, routePath: string, route: StorefrontRoute | null): boolean {
  if (!route) return false;
  if (showsMenuFirst(config, routePath)) return true;
  const blog =
    route.kind === 'blogPost' || route.kind === 'blogTag' || (route.kind === 'page' && route.title === 'blogs');
  // The landing page reads only the restaurant's info, which every page's seed carries.
  const landing = route.kind === 'page' && route.title === 'landing' && /^\/landing\/?$/.test(routePath);
  return blog || landing;
}

export interface PageSeedRequest {
  db: DbOrTx;
  now: Date;
  menus: MenuService;
  config: StorefrontConfig;
  restaurant: RestaurantRow;
  routePath: string;
  route: StorefrontRoute | null;
  query: Record<string, unknown>;
  lang: Lang;
}

/**
 * What a server-rendered page shows, read as the browser's calls answer it (through the same
 * services): the restaurant's info (hours, delivery types), the menu's first view from its cache, the legal
 * texts of '?overlay=imprint', the information pages (the footer's links, '?overlay=information:7'), the blog
 * page's posts. The browser hydrates from the same data.
 */
export async function readPageSeed(request: PageSeedRequest): Promise<PageSeed> {
  const { config, restaurant, query } = request;
  const menuFirst = showsMenuFirst(config, request.routePath);
  const [restaurantInfo, menu, legal, informationPages, blog] = await Promise.all([
    loadRestaurantInfo(request.db, restaurant, request.now),
    menuFirst
      ? readMenuSeed(
          request.menus,
          config.restaurantId,
          query.category,
          restaurant.settings.pinnedProductsLabel,
          request.lang,
        )
      : null,
    menuFirst && isLegalPage(query.overlay) ? legalInfoOf(request.db, restaurant.id) : null,
    // Every page's footer links them (and an information page's address opens one): read with the page.
    informationPagesOf(request.db, restaurant.id),
    readBlogSeed(request),
  ]);
  return { restaurant: restaurantInfo, menu, legal, informationPages, blog };
}

async function readBlogSeed({ db, now, restaurant, route, query }: PageSeedRequest): Promise<BlogSeed | null> {
  const page = pageParamOf(typeof query.page === 'string' ? query.page : null);
  try {
    if (route?.kind === 'blogPost') {
      // The API finds a post by its slug in lower case; the browser's key keeps the address's spelling.
      return {
        kind: 'post',
        slug: route.slug,
        answer: await showBlogPost(db, restaurant, now, { slug: route.slug.toLowerCase() }),
      };
    }
    if (route?.kind === 'blogTag') {
      return {
        kind: 'tag',
        tagId: route.tagId,
        page,
        answer: await listBlogPostsByTag(db, restaurant, now, route.tagId, page),
      };
    }
    if (route?.kind === 'page' && route.title === 'blogs') {
      return { kind: 'list', page, answer: await listBlogPosts(db, restaurant, now, page) };
    }
    return null;
  } catch (error) {
    // A post or tag there is none of: the page renders without it (and answers 404), as the browser would.
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
