import { useEffect } from 'react';
import { hasOverlayAddress } from '@tavola/domain/storefront/legal-pages';
import { openOverlay } from '../../lib/ui-state.ts';

/**
 * The legal texts, the allergen legend, the opening times and the information pages are overlays, not routes
 * (spec §2), yet crawlers and shared links need an address: '?overlay=imprint', '?overlay=allergies',
 * '?overlay=openingTime' or '?overlay=information:7' opens that overlay on arrival (the server gives
 * such a URL the page's own title and description, the menu keeps that title (menu-route.tsx), and lists it
 * in the sitemap).
 */
export function useOverlayFromUrl(): void {
  useEffect(() => {
    const asked = new URLSearchParams(location.search).get('overlay');
    if (hasOverlayAddress(asked)) openOverlay(asked);
  }, []);
}
