import { ID_MAX } from '../limits.ts';
import type { Lang } from '../messages/catalogue.ts';
import type { StorefrontModes } from '../schemas/storefront-config.ts';
import { leadsToLanding, type EntryGuards } from './entry-guards.ts';
import type { AddressedOverlay } from './legal-pages.ts';
import { pageTitleFrom } from './page-title.ts';
import { ROUTE_TITLES_AR } from './route-titles-ar.ts';
import { ROUTE_TITLES_DE } from './route-titles-de.ts';
import { ROUTE_TITLES_EN } from './route-titles-en.ts';
import { ROUTE_TITLES_FR } from './route-titles-fr.ts';

export { leadsToLanding, type EntryGuards } from './entry-guards.ts';
export {
  ADDRESSED_OVERLAYS,
  isAddressedOverlay,
  isLegalPage,
  LEGAL_PAGES,
  type AddressedOverlay,
  type InformationOverlay,
  type LegalPage,
} from './legal-pages.ts';

/**
 * Which page a storefront path is, for its title (spec §2: '{restaurant} | {route title}'). The one
 * table the server's served <title> and the browser's document title both read
 * (apps/server storefront/seo, apps/web app/document-meta.ts), so the app never replaces a served
 * title with a different one. Keep in step with apps/web/src/app/router.tsx.
 */
export type RouteTitleKey =
  | 'menu'
  | 'landing'
  | 'cart'
  | 'checkout'
  | 'payment'
  | 'paymentStatus'
  | 'review'
  | 'tableBill'
  | 'reservation'
  | 'profile'
  | 'orders'
  | 'resetPassword'
  | 'blogs'
  | 'notFound';

/** What a page can be titled by: its route, or on the menu the legal text its address opens. */
export type PageTitleKey = RouteTitleKey | AddressedOverlay;

/**
 * A storefront route: its title key; `blogPost` pages are titled by the post itself (the route
 * title is the fallback), `manager` by the back office's own screens.
 */
export type StorefrontRoute =
  | { kind: 'page'; title: RouteTitleKey }
  | { kind: 'blogPost'; slug: string; title: RouteTitleKey }
  | { kind: 'blogTag'; tagId: number; title: RouteTitleKey }
  | { kind: 'manager' };

type RouteModes = Pick<StorefrontModes, 'shopProviding' | 'review'> & Partial<Pick<StorefrontModes, 'event'>>;


/**
 * The storefront's routes (spec ordering-flow §2, accounts-manager §2) after the restaurant's base
 * path, or null for any other path (the Not Found page, answered with 404).
 */
export function storefrontRouteOf(
  routePath: string,
  modes: RouteModes,
  hasBlog = false,
  entry: EntryGuards = { hasShop: true, landingPage: false },
): StorefrontRoute | null {
  const path = routePath.replace(/\/+$/, '') || '/';
  const page = (title: RouteTitleKey): StorefrontRoute => ({ kind: 'page', title });
  // Spec §2 route guards (entry-guards.ts): an address that leads to the landing page is titled as it.
  if (path === '/' || path === '/menu') return page(leadsToLanding(path, entry) ? 'landing' : 'menu');
  if (path === '/landing') return page('landing');
  if (path === '/cart') return page('cart');
  // /dashboard/* is the profile unless it names the orders (apps/web dashboard-route.tsx).
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return page(path.endsWith('/orders') ? 'orders' : 'profile');
  if (/^\/resetpass\/[^/]+$/.test(path)) return page('resetPassword');
  if (path === '/manager' || path === '/manager/menu' || /^\/manager\/set-password\/[^/]+$/.test(path)) {
    return { kind: 'manager' };
  }
  // The cancel link of a table reservation mail (decision 060).
  if (path === '/reservation') return page('reservation');
  // The blog: only where the restaurant has one, never in event mode (spec accounts-manager §2).
  if (hasBlog && !modes.event) {
    if (path === '/blogs') return page('blogs');
    const slug = /^\/blogs\/([^/]+)$/.exec(path)?.[1];
    if (slug !== undefined) return { kind: 'blogPost', slug, title: 'blogs' };
    // Tags are named by their numeric id: /tags/abc names none, read as NaN, which no comparison passes.
    const tagId = Number(/^\/tags\/([1-9]\d{0,9})$/.exec(path)?.[1]);
    if (tagId <= ID_MAX) return { kind: 'blogTag', tagId, title: 'blogs' };
  }
  if (modes.shopProviding) {
    if (path === '/checkout') return page('checkout');
    if (path === '/payment') return page('payment');
    if (path === '/paymentstatus') return page('paymentStatus');
    if (path === '/table-bill') return page('tableBill');
    if (modes.review && path === '/review') return page('review');
  }
  return null;
}

/** The words of a page's title in one language, and 'Online Shop' (every page's title in event mode). */
export type RouteTitleWords = Record<PageTitleKey | 'onlineShop', string>;

/** The words of each route title in every language (each language in its own module: route-titles-{lang}.ts). */
export const ROUTE_TITLES: Record<Lang, RouteTitleWords> = {
  en: ROUTE_TITLES_EN,
  de: ROUTE_TITLES_DE,
  fr: ROUTE_TITLES_FR,
  ar: ROUTE_TITLES_AR,
};

/** A page's title in a language (the format: ./page-title.ts). */
export function pageTitle(
  restaurantName: string,
  lang: Lang,
  page: PageTitleKey | { own: string },
  eventMode = false,
): string {
  return pageTitleFrom(restaurantName, (key) => ROUTE_TITLES[lang][key], page, eventMode);
}
