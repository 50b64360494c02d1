import { Link, useLocation, useNavigate } from 'react-router';
import { useRestaurantInfo } from '../../api/restaurant-info.ts';
import { useCategories } from '../../features/menu/api/get-categories.ts';
import { usePinnedProducts } from '../../features/menu/api/get-pinned-products.ts';
import { useMenuSelection, type MenuView } from '../../features/menu/hooks/use-menu-selection.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageConfig } from '../../lib/page-config.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { RestaurantLogo } from './restaurant-logo.tsx';
import { SocialLinks } from './social-links.tsx';

/** The provider's site behind 'Created by' (the footer links the same place). */
const PROVIDER_URL = 'https://github.com/tavola';

/**
 * The side-navigation layout's column (spec §2, side-menu mode, desktop only): logo and name, the
 * pinned entry when there are pinned products, one button per category in the server's order
 * (already sorted by priority), social links, copyright and, with branding, 'Created by'.
 * Choosing an entry is choosing the category: it writes the same ?category= the chips write, on
 * the menu route (from any other page it goes there).
 */
export function SideMenu() {
  const { t } = useTranslation();
  const info = useRestaurantInfo().data;
  const categories = useCategories();
  const pinned = usePinnedProducts();
  const { view } = useMenuSelection(categories.data, pinned.data ?? (pinned.isError ? [] : undefined));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onMenu = pathname === '/' || pathname === '/menu';
  const hasPinned = (pinned.data?.length ?? 0) > 0;
  const pinnedLabel = info?.pinned_products_label || t('menu.specialOffer');

  const select = (next: MenuView) => {
    const category = next.kind === 'pinned' ? 'pinned' : String(next.categoryId);
    void navigate(`${onMenu ? pathname : '/menu'}?category=${category}`, { replace: onMenu, preventScrollReset: true });
    const top = document.getElementById('menu-catalogue');
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const isActive = (entry: MenuView) =>
    onMenu &&
    view !== null &&
    view.kind === entry.kind &&
    (entry.kind === 'pinned' || (view.kind === 'category' && view.categoryId === entry.categoryId));
  const entryClass = (active: boolean) =>
    `flex min-h-11 w-full items-center rounded-xl px-3 text-start text-[15px] transition ${
      active ? 'bg-primary text-on-primary font-semibold shadow-sm' : 'text-ink hover:bg-stone-100'
    }`;

  return (
    <aside
      className="sticky top-0 hidden h-dvh w-[260px] shrink-0 flex-col border-e border-line bg-surface lg:flex 2xl:w-[300px]"
      data-testid="side-menu"
    >
      {/* The page's logo and name (the header leaves them out beside this column): back to the menu. */}
      <Link
        to="/menu"
        aria-label={`${pageConfig.name} – ${t('header.home')}`}
        className="mx-2 mt-3 mb-2 flex items-center gap-3 rounded-2xl px-3 py-3 hover:bg-stone-100"
        data-testid="side-menu-home"
      >
        <RestaurantLogo className="size-12" />
        <span className="min-w-0 text-lg leading-tight font-bold tracking-tight text-balance">{pageConfig.name}</span>
      </Link>
      <nav aria-label={t('sideMenu.label')} className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">
        {!categories.data ? (
          <div className="space-y-2 px-1" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-11 w-full rounded-xl" />
            ))}
          </div>
        ) : (
          <ul className="space-y-1">
            {hasPinned && (
              <li>
                <button
                  type="button"
                  aria-current={isActive({ kind: 'pinned' }) ? 'true' : undefined}
                  onClick={() => select({ kind: 'pinned' })}
                  className={entryClass(isActive({ kind: 'pinned' }))}
                >
                  {pinnedLabel}
                </button>
              </li>
            )}
            {categories.data.map((category) => {
              const entry: MenuView = { kind: 'category', categoryId: category.id };
              return (
                <li key={category.id}>
                  <button
                    type="button"
                    aria-current={isActive(entry) ? 'true' : undefined}
                    onClick={() => select(entry)}
                    className={entryClass(isActive(entry))}
                  >
                    <bdi>{category.name}</bdi>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </nav>
      <div className="space-y-3 border-t border-line px-5 py-4 text-xs text-muted">
        <SocialLinks
          info={info}
          linkClassName="inline-flex h-8 items-center rounded-full px-3 text-[13px] font-medium text-ink ring-1 ring-line hover:bg-stone-50"
        />
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name: pageConfig.name })}</p>
        {info?.branding && (
          <p>
            {t('footer.createdBy')}{' '}
            <a href={PROVIDER_URL} className="font-semibold text-ink hover:underline" rel="noopener">
              Tavola
            </a>
          </p>
        )}
      </div>
    </aside>
  );
}
