import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { PINNED_VIEW_PARAM } from '@tavola/domain/menu/menu-view';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../ui/core-icon.tsx';
import type { Category } from '../api/get-categories.ts';
import type { MenuView } from '../hooks/use-menu-selection.ts';
import { pageConfig } from '../../../lib/page-config.ts';

interface CategoryBarProps {
  categories: Category[];
  pinnedLabel: string | null;
  view: MenuView | null;
  onSelect: (view: MenuView) => void;
  onOpenAll: () => void;
}

const chip =
  'inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition ring-1';
const chipIdle = 'bg-surface text-ink ring-line hover:bg-stone-50';
const chipActive = 'bg-ink text-white ring-ink';

/**
 * The sticky category chips (spec §2): a horizontal scroller, shown only with more than one
 * category; on phones an 'All categories' button opens the category sheet. Each chip is a real link
 * to its ?category= URL, so the server-rendered menu is browsable without JavaScript; with it, a
 * click selects in place.
 */
export function CategoryBar({ categories, pinnedLabel, view, onSelect, onOpenAll }: CategoryBarProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const activeKey = view?.kind === 'pinned' ? 'pinned' : view ? String(view.categoryId) : null;
  const { search } = useLocation();
  const hrefOf = (value: string) => {
    const params = new URLSearchParams(search);
    params.set('category', value);
    return `?${params.toString()}`;
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>, next: MenuView) => {
    // A new tab or window keeps the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(next);
  };

  // Keep the active chip in view when the selection changes (also from the sheet or the URL).
  useEffect(() => {
    const active = scroller.current?.querySelector<HTMLElement>('[aria-current="true"]');
    active?.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [activeKey]);

  if (categories.length + (pinnedLabel ? 1 : 0) <= 1) return null;
  return (
    <div
      // The side-menu layout lists the categories in its column on wide screens: no second list there.
      className={`sticky top-16 z-20 -mx-4 border-b border-line/60 bg-canvas/90 px-4 backdrop-blur-md ${pageConfig.modes.sideMenu ? 'lg:hidden' : ''}`}
      data-testid="category-bar"
    >
      <nav aria-label={t('menu.categories')} className="flex items-center gap-2 py-2.5">
        <button
          type="button"
          onClick={onOpenAll}
          className={`${chip} ${chipIdle} gap-1.5 ps-3 md:hidden`}
          data-testid="all-categories-button"
        >
          <Icon name="grid" className="size-4" />
          {t('menu.allCategories')}
        </button>
        <div
          ref={scroller}
          className="no-scrollbar -me-4 flex min-w-0 flex-1 gap-2 overflow-x-auto ps-1 pe-4 [mask-image:linear-gradient(to_right,#000_calc(100%-20px),transparent)] rtl:[mask-image:linear-gradient(to_left,#000_calc(100%-20px),transparent)] md:me-0 md:pe-1"
        >
          {pinnedLabel && (
            <a
              href={hrefOf(PINNED_VIEW_PARAM)}
              aria-current={activeKey === 'pinned' ? 'true' : undefined}
              onClick={(event) => follow(event, { kind: 'pinned' })}
              className={`${chip} gap-1.5 ${activeKey === 'pinned' ? chipActive : chipIdle}`}
            >
              <Icon name="star" className="size-4" />
              {pinnedLabel}
            </a>
          )}
          {categories.map((category) => (
            <a
              key={category.id}
              href={hrefOf(String(category.id))}
              aria-current={activeKey === String(category.id) ? 'true' : undefined}
              onClick={(event) => follow(event, { kind: 'category', categoryId: category.id })}
              className={`${chip} ${activeKey === String(category.id) ? chipActive : chipIdle}`}
            >
              <bdi>{category.name}</bdi>
            </a>
          ))}
        </div>
      </nav>
    </div>
  );
}
