import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageConfig } from '../lib/page-config.ts';

type RouteTitle = 'menu' | 'cart' | 'notFound';

/**
 * Spec §2: the title is the restaurant name, ' | ', then 'Online Shop' in event mode or the
 * translated route title; the route's meta description is replaced on each navigation.
 */
export function useDocumentMeta(route: RouteTitle): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const suffix = pageConfig.modes.event ? t('app.onlineShop') : t(`routes.${route}`);
    document.title = `${pageConfig.name} | ${suffix}`;
    setMeta('description', t(`meta.${route}`, { name: pageConfig.name }));
    setMeta('og:title', document.title, 'property');
  }, [route, t, i18n.language]);
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
