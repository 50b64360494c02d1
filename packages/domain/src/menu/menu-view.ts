/** The part of the menu shown: the pinned products, or one category. */
export type MenuView = { kind: 'pinned' } | { kind: 'category'; categoryId: number };

/** The value of `?category=` that asks for the pinned products. */
export const PINNED_VIEW_PARAM = 'pinned';

/**
 * Which part of the menu a page shows, from its `?category=` value: the one it names when it exists,
 * otherwise the pinned products when there are any (they replace category products), otherwise the
 * first category. The storefront (use-menu-selection.ts) and the server's menu shell
 * (ssr/read-menu-seed.ts) both show the menu by this rule, so the server-made first view is the one the
 * app then renders.
 */
export function menuViewFor(requested: string | null, categoryIds: number[], hasPinned: boolean): MenuView | null {
  const requestedId = Number(requested);
  // Stryker disable next-line ConditionalExpression: equivalent — without this line a pinned request still ends at the pinned view below.
  if (requested === PINNED_VIEW_PARAM && hasPinned) return { kind: 'pinned' };
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: equivalent — null and '' read as 0, and no category has id 0; the checks say so plainly.
  if (requested !== null && requested !== '' && categoryIds.includes(requestedId)) {
    return { kind: 'category', categoryId: requestedId };
  }
  if (hasPinned) return { kind: 'pinned' };
  return categoryIds[0] !== undefined ? { kind: 'category', categoryId: categoryIds[0] } : null;
}
