import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageConfig } from '../lib/page-config.ts';

type RouteTitle = 'menu' | 'cart' | 'notFound';

/** Text keys of a screen that keeps its texts in its own section (e.g. account.routes.profile). */
export interface RouteTextKeys {
  title: string;
  description: string;
}

/**
 * Spec §2: the title is the restaurant name, ' | ', then 'Online Shop' in event mode or the
 * translated route title; the route's meta tags (description, Open Graph, Twitter, canonical) are
 * replaced on each navigation. The server writes the same for the first page (storefront/seo).
 */
export function useDocumentMeta(route: RouteTitle | RouteTextKeys): void {
  const { t, i18n } = useTranslation();
  const titleKey = typeof route === 'string' ? `routes.${route}` : route.title;
  const descriptionKey = typeof route === 'string' ? `meta.${route}` : route.description;
  useEffect(() => {
    const suffix = pageConfig.modes.event ? t('app.onlineShop') : t(titleKey);
    document.title = `${pageConfig.name} | ${suffix}`;
    const description = t(descriptionKey, { name: pageConfig.name });
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
  }, [titleKey, descriptionKey, t, i18n.language]);
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
