import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Category } from '../api/get-categories.ts';
import type { Product } from '../api/get-products.ts';
import { menuViewFor, PINNED_VIEW_PARAM, type MenuView } from '@tavola/domain/menu/menu-view';

export type { MenuView };

const PARAM = 'category';

/**
 * The shown part of the menu lives in the URL (?category=12 or ?category=pinned): shareable,
 * and kept across reloads; which part a value shows is menuViewFor's rule (packages/domain). Null
 * until that can be decided.
 */
export function useMenuSelection(categories: Category[] | undefined, pinned: Product[] | undefined) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(PARAM);
  const view: MenuView | null =
    categories && pinned
      ? menuViewFor(
          requested,
          categories.map((category) => category.id),
          pinned.length > 0,
        )
      : null;

  const select = useCallback(
    (next: MenuView) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(PARAM, next.kind === 'pinned' ? PINNED_VIEW_PARAM : String(next.categoryId));
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { view, select };
}
