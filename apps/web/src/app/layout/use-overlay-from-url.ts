import { useEffect } from 'react';
import { isLegalPage } from '@tavola/domain/storefront/legal-pages';
import { openOverlay } from '../../lib/ui-state.ts';

/**
 * The legal texts are overlays, not routes (spec §2), yet crawlers and shared links need an
 * address: '?overlay=imprint' opens that overlay on arrival (the server gives such a URL the page's
 * own title and description, the menu keeps that title (menu-route.tsx), and lists it in the sitemap).
 */
export function useOverlayFromUrl(): void {
  useEffect(() => {
    const asked = new URLSearchParams(location.search).get('overlay');
    if (isLegalPage(asked)) openOverlay(asked);
  }, []);
}
