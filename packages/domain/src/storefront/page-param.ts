import { PAGE_MAX } from '../limits.ts';

/**
 * The page number a paged storefront address names (`/blogs?page=2`): a whole number from 1 to
 * PAGE_MAX, anything else is page 1. The browser's pages and the server's render read it alike, so
 * both ask for the same page.
 */
export function pageParamOf(raw: string | null | undefined): number {
  const page = Number(raw);
  // `> 0` rather than `>= 1` (the same for whole numbers): with `>= 1`, a `> 1` slip would still answer page 1 for '1' and go unseen.
  return Number.isInteger(page) && page > 0 && page <= PAGE_MAX ? page : 1;
}
