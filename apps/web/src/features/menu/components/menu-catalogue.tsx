import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isDietFilterActive, NO_DIET_FILTER } from '@tavola/domain/menu/diet-filter';
import { pageConfig } from '../../../lib/page-config.ts';
import { useStableCallback } from '../../../lib/use-stable-callback.ts';
import { useCategories } from '../api/get-categories.ts';
import { usePinnedProducts } from '../api/get-pinned-products.ts';
import { pinnedLabelFromPage } from '../api/seed-menu.ts';
import { useProducts, type Product } from '../api/get-products.ts';
import { useBasketStockLines } from '../hooks/use-basket-stock-lines.ts';
import { filterProducts, useDietFilter } from '../hooks/use-diet-filter.ts';
import { useMenuSearch } from '../hooks/use-menu-search.ts';
import { useMenuSelection, type MenuView } from '../hooks/use-menu-selection.ts';
import { useQuickAdd } from '../hooks/use-quick-add.ts';
import { CategoryBar } from './category-bar.tsx';
import { CategoryBarSkeleton } from './category-bar-skeleton.tsx';
import { CategoryHeading } from './category-heading.tsx';
import { DietFilterBar } from './diet-filter-bar.tsx';
import { EmptyState } from './empty-state.tsx';
import { FootNote } from './foot-note.tsx';
import { MenuSearch } from './menu-search.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import { ProductSections } from './product-sections.tsx';
import { SearchResults } from './search-results.tsx';

// Dialogs load on first use: the menu's first paint carries no dialog code.
const ProductPanel = lazy(() => import('./product-panel.tsx'));
const CategorySheet = lazy(() => import('./category-sheet.tsx'));

/** The browsable menu: search, category chips, heading, products by subcategory, the product panel. */
export function MenuCatalogue() {
  const { t } = useTranslation();
  const info = useRestaurantInfo().data;
  const queryClient = useQueryClient();
  const categories = useCategories();
  const pinned = usePinnedProducts();
  const { view, select } = useMenuSelection(categories.data, pinned.data ?? (pinned.isError ? [] : undefined));
  const categoryId = view?.kind === 'category' ? view.categoryId : null;
  const products = useProducts(categoryId);
  const lines = useBasketStockLines();
  const { search, setSearch, query, searching, results } = useMenuSearch();
  const { filter, setFilter } = useDietFilter();
  const filtering = isDietFilterActive(filter);

  const [panelProduct, setPanelProduct] = useState<Product | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetRequested, setSheetRequested] = useState(false);
  const openProduct = useStableCallback((product: Product) => setPanelProduct(product));
  const quickAdd = useQuickAdd(openProduct);

  const canOrder = pageConfig.modes.shopProviding && !pageConfig.modes.catalogue;
  const hasPinned = (pinned.data?.length ?? 0) > 0;
  // Before restaurant info arrives, the label the page was rendered with: the server-made menu shows it already.
  const pinnedLabel = hasPinned
    ? (info ? info.pinned_products_label : pinnedLabelFromPage(queryClient)) || t('menu.specialOffer')
    : null;
  const category = categories.data?.find((entry) => entry.id === categoryId) ?? null;
  const unfiltered = view?.kind === 'pinned' ? pinned.data : products.data;
  const shown = unfiltered && filterProducts(unfiltered, filter);
  const found = results && filterProducts(results, filter);
  const footNote = category?.foot_note ? <FootNote text={category.foot_note} /> : null;
  const footNoteOnTop = info?.meta.foot_note === 'top';
  const noCategories = categories.data?.length === 0 && !hasPinned;
  // Until categories and pinned products are known, the heading keeps its place as a skeleton.
  const deciding = !view && (!categories.data || (!pinned.data && !pinned.isError));

  const selectView = (next: MenuView) => {
    setSearch('');
    select(next);
    // Scrolled past the top of the menu: bring the new category's heading into view.
    const top = document.getElementById('menu-catalogue');
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  // Dishes exist but the filter leaves none: say so, with the way back.
  const filteredEmpty = (
    <EmptyState text={t('menu.filteredEmpty')}>
      <button
        type="button"
        data-testid="empty-clear-filters"
        onClick={() => setFilter(NO_DIET_FILTER)}
        className="mt-4 h-10 rounded-full bg-ink px-5 text-sm font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('menu.clearFilters')}
      </button>
    </EmptyState>
  );
  const sections = (list: Product[], grouped: boolean) => (
    <ProductSections
      products={list}
      lines={lines}
      onOpen={openProduct}
      onAdd={quickAdd}
      canOrder={canOrder}
      grouped={grouped}
    />
  );

  return (
    <section id="menu-catalogue" aria-labelledby="menu-heading" className="scroll-mt-16">
      <h2 id="menu-heading" className="sr-only">
        {t('routes.menu')}
      </h2>
      <div className="mb-3 md:max-w-md">
        <MenuSearch value={search} onChange={setSearch} />
      </div>
      {!categories.data ? (
        <CategoryBarSkeleton />
      ) : (
        <CategoryBar
          categories={categories.data}
          pinnedLabel={pinnedLabel}
          view={searching ? null : view}
          onSelect={selectView}
          onOpenAll={() => {
            setSheetRequested(true);
            setSheetOpen(true);
          }}
        />
      )}
      <DietFilterBar filter={filter} onChange={setFilter} />

      <div className="mt-6" aria-live="polite" aria-busy={!searching && !shown}>
        {searching ? (
          <SearchResults
            query={query}
            products={found}
            render={(list) => sections(list, false)}
            empty={filtering && (results?.length ?? 0) > 0 ? filteredEmpty : undefined}
          />
        ) : (
          <>
            {(view || deciding) && (
              <CategoryHeading
                category={category}
                title={view?.kind === 'pinned' ? (pinnedLabel ?? '') : (category?.name ?? '')}
                productCount={shown ? shown.length : null}
              />
            )}
            {footNoteOnTop && footNote}
            <div className="mt-6">
              {filtering && shown?.length === 0 && (unfiltered?.length ?? 0) > 0 ? (
                filteredEmpty
              ) : noCategories || shown?.length === 0 ? (
                <EmptyState text={t('menu.empty')} />
              ) : !shown ? (
                <ProductGridSkeleton />
              ) : (
                sections(shown, view?.kind !== 'pinned')
              )}
            </div>
            {!footNoteOnTop && footNote}
          </>
        )}
      </div>

      {panelProduct && (
        <Suspense fallback={null}>
          <ProductPanel
            product={panelProduct}
            categoryName={categories.data?.find((entry) => entry.id === panelProduct.category_id)?.name ?? ''}
            canOrder={canOrder}
            onClose={() => setPanelProduct(null)}
          />
        </Suspense>
      )}
      {sheetRequested && (
        <Suspense fallback={null}>
          <CategorySheet
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            categories={categories.data}
            pinnedLabel={pinnedLabel}
            view={view}
            onSelect={selectView}
          />
        </Suspense>
      )}
    </section>
  );
}
