import { useEffect } from 'react';
import { isAddressedOverlay } from '@tavola/domain/storefront/legal-pages';
import { openOverlay } from '../../lib/ui-state.ts';

/**
 * The legal texts and the allergen legend are overlays, not routes (spec §2), yet crawlers and shared links
 * need an address: '?overlay=imprint' or '?overlay=allergies' opens that overlay on arrival (the server gives
 * such a URL the page's own title and description, the menu keeps that title (menu-route.tsx), and lists it
 * in the sitemap).
 */
export function useOverlayFromUrl(): void {
  useEffect(() => {
    const asked = new URLSearchParams(location.search).get('overlay');
    if (isAddressedOverlay(asked)) openOverlay(asked);
  }, []);
}
