import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Category } from '../api/get-categories.ts';
import type { Product } from '../api/get-products.ts';

export type MenuView = { kind: 'pinned' } | { kind: 'category'; categoryId: number };

const PARAM = 'category';
const PINNED = 'pinned';

/**
 * The shown part of the menu lives in the URL (?category=12 or ?category=pinned): shareable,
 * and kept across reloads. Without one, the pinned products when there are any (they replace
 * category products), otherwise the first category. Null until that can be decided.
 */
export function useMenuSelection(categories: Category[] | undefined, pinned: Product[] | undefined) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(PARAM);
  const hasPinned = (pinned?.length ?? 0) > 0;

  let view: MenuView | null = null;
  if (categories && pinned) {
    const requestedId = Number(requested);
    if (requested === PINNED && hasPinned) view = { kind: 'pinned' };
    else if (categories.some((category) => category.id === requestedId)) view = { kind: 'category', categoryId: requestedId };
    else if (hasPinned) view = { kind: 'pinned' };
    else if (categories[0]) view = { kind: 'category', categoryId: categories[0].id };
  }

  const select = useCallback(
    (next: MenuView) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(PARAM, next.kind === 'pinned' ? PINNED : String(next.categoryId));
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { view, select };
}
