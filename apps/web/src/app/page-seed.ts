import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SEED_ELEMENT_ID, type PageSeed } from '@tavola/domain/schemas/page-seed';
import { informationPagesQuery, legalInfoQuery, restaurantInfoQuery } from '../api/restaurant-info.ts';
import { seedBlogQueries } from '../features/blog/api/seed-blog.ts';
import { seedMenuQueries } from '../features/menu/api/seed-menu.ts';

/** The data the page was rendered from on the server (its JSON script), or null for a browser-rendered page. */
export function readPageSeed(): PageSeed | null {
  const text = document.getElementById(PAGE_SEED_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageSeed;
  } catch {
    return null;
  }
}

/**
 * The server renders a page from its seed and the browser hydrates from the same one
 * (docs/decisions/084-server-rendering.md): each part goes under the query key its page's hook reads.
 */
export function seedPageQueries(queryClient: QueryClient, seed: PageSeed | null): void {
  if (!seed) return;
  // Stale at once: the browser asks again right after hydrating (as it did before the server drew the
  // hours), since a kept page may be seconds old and 'open now' or a pause changes with the clock.
  if (seed.restaurant) queryClient.setQueryData(restaurantInfoQuery.queryKey, seed.restaurant, { updatedAt: 0 });
  seedMenuQueries(queryClient, seed.menu);
  if (seed.legal) queryClient.setQueryData(legalInfoQuery.queryKey, seed.legal);
  if (seed.informationPages) queryClient.setQueryData(informationPagesQuery.queryKey, seed.informationPages);
  seedBlogQueries(queryClient, seed.blog);
}
