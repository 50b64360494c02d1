import { useEffect } from 'react';
import { pageTitleFrom } from '@tavola/domain/storefront/page-title';
import type { PageTitleKey, RouteTitleKey } from '@tavola/domain/storefront/route-titles';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageConfig } from '../lib/page-config.ts';

/** The description text of each route (the titles' words are the domain's route table). */
const DESCRIPTION_KEYS: Record<RouteTitleKey, string> = {
  menu: 'meta.menu',
  landing: 'landing.meta',
  cart: 'meta.cart',
  checkout: 'checkout.meta.description',
  payment: 'payment.meta.paymentDescription',
  paymentStatus: 'payment.meta.statusDescription',
  review: 'payment.meta.reviewDescription',
  tableBill: 'tableBill.meta.description',
  reservation: 'reservation.pageMeta',
  profile: 'account.meta.profile',
  orders: 'account.meta.orders',
  resetPassword: 'account.meta.resetPassword',
  blogs: 'content.meta.blogs',
  notFound: 'meta.notFound',
};

/**
 * A page's head: a route of the storefront's route table (@tavola/domain/storefront/route-titles,
 * which the server's served title reads too); or a route titled otherwise, by its own words (a blog
 * post) or another key of the table (the menu under a legal text's address), described as its route;
 * or null while the page does not know yet (its data is loading): the title stays as it is, so the
 * served title is never replaced by a worse one.
 */
export type DocumentPage = RouteTitleKey | { title: PageTitleKey | { own: string }; route: RouteTitleKey } | null;

/**
 * Spec §2: the title is the restaurant name, ' | ', then 'Online Shop' in event mode or the
 * route's title; the route's meta tags (description, Open Graph, Twitter, canonical) are replaced
 * on each navigation. The server writes the same for the first page (storefront/seo).
 */
export function useDocumentMeta(page: DocumentPage): void {
  const { t, i18n } = useTranslation();
  const route = page === null ? null : typeof page === 'string' ? page : page.route;
  const title = page === null || typeof page === 'string' ? route : page.title;
  // A primitive for the effect's dependencies: a new { own } object each render is the same title.
  const titleKey = title === null || typeof title === 'string' ? title : null;
  const own = title !== null && typeof title === 'object' ? title.own : null;
  useEffect(() => {
    if (route === null) return;
    // The domain's title format with the page language's own route titles (the texts carry them), so the
    // first load does not carry every language's: the served title and this one cannot differ.
    document.title = pageTitleFrom(
      pageConfig.name,
      (key) => t(`routeTitles.${key}`),
      own !== null ? { own } : (titleKey ?? route),
      pageConfig.modes.event,
    );
    const description = t(DESCRIPTION_KEYS[route], { name: pageConfig.name });
    setMeta('description', description);
    setMeta('og:title', document.title, 'property');
    setMeta('og:description', description, 'property');
    setMeta('twitter:title', document.title);
    setMeta('twitter:description', description);
    // The server wrote these for the first page (from PUBLIC_URL); after a navigation they follow the address.
    const url = `${location.origin}${location.pathname}`;
    setMeta('og:url', url, 'property');
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical && new URL(canonical.href).pathname !== location.pathname) canonical.href = url;
  }, [route, titleKey, own, t, i18n.language]);
}

function setMeta(name: string, content: string, attribute: 'name' | 'property' = 'name') {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, name);
    document.head.appendChild(element);
  }
  element.content = content;
}
