import { useEffect } from 'react';
import { openOverlay } from '../../lib/ui-state.ts';

const LINKABLE = ['about', 'privacy', 'terms', 'imprint'] as const;

/**
 * The legal texts are overlays, not routes (spec §2), yet crawlers and shared links need an
 * address: '?overlay=imprint' opens that overlay on arrival (the server gives such a URL the page's
 * own title and description, and lists it in the sitemap).
 */
export function useOverlayFromUrl(): void {
  useEffect(() => {
    const asked = new URLSearchParams(location.search).get('overlay');
    if ((LINKABLE as readonly string[]).includes(asked ?? '')) openOverlay(asked as (typeof LINKABLE)[number]);
  }, []);
}
