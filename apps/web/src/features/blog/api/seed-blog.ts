import type { QueryClient } from '@tanstack/react-query';
import type { BlogSeed } from '@tavola/domain/schemas/page-seed';
import { blogKeys } from './blog-keys.ts';

/**
 * The blog page's answer as the server rendered it (docs/decisions/084-server-rendering.md), under the
 * key the page's hook reads, so the browser hydrates the same posts. Seeded as already stale: the blog
 * has no cache that follows each change (as the menu's does), so the browser checks the answer once
 * after hydration, as it asked for it before.
 */
export function seedBlogQueries(queryClient: QueryClient, seed: BlogSeed | null): void {
  if (!seed) return;
  const stale = { updatedAt: 0 };
  if (seed.kind === 'list') queryClient.setQueryData(blogKeys.list(seed.page), seed.answer, stale);
  else if (seed.kind === 'tag') queryClient.setQueryData(blogKeys.tag(seed.tagId, seed.page), seed.answer, stale);
  else queryClient.setQueryData(blogKeys.post(seed.slug), seed.answer, stale);
}
