import type { FastifyInstance } from 'fastify';
import type { Lang } from '@tavola/domain/messages/catalogue';
import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import type { StorefrontRoute } from '@tavola/domain/storefront/route-titles';
import type { MenuService } from '../../menu/menu-service.ts';
import { informationPageIdOf, showsOpeningTimes } from '@tavola/domain/storefront/legal-pages';
import { deliveryTypesOf, informationPagesOf, legalPagesOf, openingHoursOf } from '../../restaurant/repo.ts';
import type { StorefrontTarget } from '../resolve-restaurant.ts';
import { blogTagExists, findBlogPostMeta } from './blog-meta-repo.ts';
import {
  absoluteUrl,
  LEGAL_OVERLAYS,
  openingTimesShownBy,
  pageMetaOf,
  siteUrlsOf,
  type LegalOverlay,
  type PageMeta,
  type PageMetaInput,
} from './page-meta.ts';
import { restaurantJsonLd } from './structured-data.ts';

export interface PageMetaRequest {
  target: StorefrontTarget;
  config: StorefrontConfig;
  routePath: string;
  query: Record<string, unknown>;
  lang: Lang;
  /** The request's Host (name and port). */
  host: string;
  /** Which storefront page the path is (@tavola/domain/storefront/route-titles); null: none. */
  route: StorefrontRoute | null;
}

/**
 * Reads what a page's head needs (a blog post, a legal text, the menu and opening hours for the
 * menu page's structured data) and builds it. `missing`: the URL names content that does not exist
 * (a blog post, a tag), so the page answers 404 and is titled Not Found.
 */
export async function pageMetaFor(
  app: FastifyInstance,
  menus: MenuService,
  request: PageMetaRequest,
): Promise<{ meta: PageMeta; missing: boolean }> {
  const { db, config: appConfig, clock } = app.deps;
  const { restaurant, basePath } = request.target;
  const urls = siteUrlsOf(appConfig.publicUrl, restaurant, basePath, request.host);
  const { route } = request;
  const post = route?.kind === 'blogPost' ? await findBlogPostMeta(db, restaurant.id, route.slug, clock()) : null;
  const missing =
    (route?.kind === 'blogPost' && post === null) ||
    (route?.kind === 'blogTag' && !(await blogTagExists(db, restaurant.id, route.tagId)));
  // The entry: the menu, or the landing page where the guards lead there; either carries the
  // restaurant's structured data and its legal texts' addresses.
  const path = request.routePath.replace(/\/+$/, '') || '/';
  const isMenu = route?.kind === 'page' && (path === '/' || path === '/menu');

  const asked = request.query.overlay;
  let legal: PageMetaInput['legal'] = null;
  if (isMenu && typeof asked === 'string' && asked in LEGAL_OVERLAYS) {
    const overlay = asked as LegalOverlay;
    const body = (await legalPagesOf(db, restaurant.id)).find((page) => page.kind === LEGAL_OVERLAYS[overlay])?.body;
    if (body) legal = { overlay, body };
  }
  // The allergen legend where the restaurant shows it (its header links it): the storefront's own words.
  if (isMenu && asked === 'allergies' && restaurant.settings.allergies) legal = { overlay: 'allergies', body: null };
  // The opening times where the header links them: the storefront's words around the restaurant's hours.
  if (isMenu && asked === 'openingTime' && showsOpeningTimes(openingTimesShownBy(restaurant)))
    legal = { overlay: 'openingTime', body: null };
  const informationPageId = isMenu ? informationPageIdOf(asked) : null;
  if (informationPageId !== null) {
    const page = (await informationPagesOf(db, restaurant.id)).find((candidate) => candidate.id === informationPageId);
    if (page) legal = { overlay: `information:${page.id}`, title: page.title, body: page.body };
  }

  const meta = pageMetaOf({ ...request, restaurant, urls, post, legal, found: !missing });
  if (isMenu && !legal) {
    const [deliveryTypes, openingHours, menu] = await Promise.all([
      deliveryTypesOf(db, restaurant.id),
      openingHoursOf(db, restaurant.id),
      menus.read(restaurant.id).catch(() => null),
    ]);
    meta.jsonLd.push(
      restaurantJsonLd({
        restaurant,
        deliveryTypes,
        openingHours,
        menu: menu?.snapshot ?? null,
        siteUrl: urls.site,
        absolute: (url) => absoluteUrl(urls.origin, url),
      }),
    );
  }
  return { meta, missing };
}
