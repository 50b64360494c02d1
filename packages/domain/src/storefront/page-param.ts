import { PAGE_MAX } from '../limits.ts';

/**
 * The page number a paged storefront address names (`/blogs?page=2`): a whole number from 1 to
 * PAGE_MAX, anything else is page 1. The browser's pages and the server's render read it alike, so
 * both ask for the same page.
 */
export function pageParamOf(raw: string | null | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}
