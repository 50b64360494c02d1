import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { checkRequestedQuantity } from '@tavola/domain/stock/product-stock';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { useStableCallback } from '../../../lib/use-stable-callback.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useCategories } from '../api/get-categories.ts';
import { packageStepsQuery } from '../api/get-package-steps.ts';
import { usePinnedProducts } from '../api/get-pinned-products.ts';
import { useProducts, type Product } from '../api/get-products.ts';
import { SEARCH_MIN_LENGTH, useProductSearch } from '../api/search-products.ts';
import { useAddToBasket } from '../hooks/use-add-to-basket.ts';
import { useBasketStockLines } from '../hooks/use-basket-stock-lines.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useMenuContext } from '../hooks/use-menu-context.ts';
import { useMenuSelection, type MenuView } from '../hooks/use-menu-selection.ts';
import { CategoryBar } from './category-bar.tsx';
import { CategoryHeading } from './category-heading.tsx';
import { EmptyState } from './empty-state.tsx';
import { MenuSearch } from './menu-search.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import { ProductSections } from './product-sections.tsx';

// Dialogs load on first use: the menu's first paint carries no dialog code.
const ProductPanel = lazy(() => import('./product-panel.tsx'));
const CategorySheet = lazy(() => import('./category-sheet.tsx'));

const SEARCH_DEBOUNCE_MS = 250;

/** The browsable menu: search, category chips, heading, products by subcategory, the product panel. */
export function MenuCatalogue() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const info = useRestaurantInfo().data;
  const context = useMenuContext();
  const categories = useCategories();
  const pinned = usePinnedProducts();
  const { view, select } = useMenuSelection(categories.data, pinned.data ?? (pinned.isError ? [] : undefined));
  const categoryId = view?.kind === 'category' ? view.categoryId : null;
  const products = useProducts(categoryId);
  const lines = useBasketStockLines();
  const add = useAddToBasket();

  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const searching = query.trim().length >= SEARCH_MIN_LENGTH && search.trim().length >= SEARCH_MIN_LENGTH;
  const results = useProductSearch(searching ? query : '');

  const [panelProduct, setPanelProduct] = useState<Product | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetRequested, setSheetRequested] = useState(false);

  const canOrder = pageConfig.modes.shopProviding && !pageConfig.modes.catalogue;
  const hasPinned = (pinned.data?.length ?? 0) > 0;
  const pinnedLabel = hasPinned ? info?.pinned_products_label || t('menu.specialOffer') : null;
  const category = categories.data?.find((entry) => entry.id === categoryId) ?? null;
  const shown: Product[] | undefined = view?.kind === 'pinned' ? pinned.data : products.data;
  const footNoteOnTop = info?.meta.foot_note === 'top';
  // Until categories and pinned products are known, the heading keeps its place as a skeleton.
  const deciding = !view && (!categories.data || (!pinned.data && !pinned.isError));

  const selectView = (next: MenuView) => {
    setSearch('');
    select(next);
    // Scrolled past the top of the menu: bring the new category's heading into view.
    const top = document.getElementById('menu-catalogue');
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const openProduct = useStableCallback((product: Product) => setPanelProduct(product));
  const quickAdd = useStableCallback(async (product: Product) => {
    const stock = checkRequestedQuantity(product, 1, lines);
    if (!stock.ok) {
      showSnackbar({ message: t('errors.outOfStock') });
      return;
    }
    if (product.extra.length > 0) return setPanelProduct(product);
    if (product.is_package === 1) {
      // A package with steps opens the wizard; without steps it is added as it is (spec §4).
      const steps = await queryClient.fetchQuery(packageStepsQuery(context, product.id)).catch(() => null);
      if (steps === null || steps.length > 0) return setPanelProduct(product);
      return add.mutate({ kind: 'package', productId: product.id, productItems: [] });
    }
    add.mutate({ kind: 'product', productId: product.id, attributeItems: [] });
  });

  const categoriesLoading = !categories.data;
  return (
    <section id="menu-catalogue" aria-labelledby="menu-heading" className="scroll-mt-16">
      <h2 id="menu-heading" className="sr-only">
        {t('routes.menu')}
      </h2>
      <div className="mb-3 md:max-w-md">
        <MenuSearch value={search} onChange={setSearch} />
      </div>

      {categoriesLoading ? (
        <div className="flex gap-2 py-2.5" aria-hidden="true">
          {[88, 112, 96, 120].map((width) => (
            <Skeleton key={width} className="h-10 shrink-0 rounded-full" style={{ width }} />
          ))}
        </div>
      ) : (
        <CategoryBar
          categories={categories.data ?? []}
          pinnedLabel={pinnedLabel}
          view={searching ? null : view}
          onSelect={selectView}
          onOpenAll={() => {
            setSheetRequested(true);
            setSheetOpen(true);
          }}
        />
      )}

      <div className="mt-6" aria-live="polite" aria-busy={categoriesLoading || (!searching && !shown)}>
        {searching ? (
          <SearchResults
            query={query.trim()}
            products={results.data}
            render={(found) => (
              <ProductSections products={found} lines={lines} onOpen={openProduct} onAdd={quickAdd} canOrder={canOrder} grouped={false} />
            )}
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
            {footNoteOnTop && category?.foot_note && <FootNote text={category.foot_note} />}
            <div className="mt-6">
              {categories.data && categories.data.length === 0 && !hasPinned ? (
                <EmptyState text={t('menu.empty')} />
              ) : !shown ? (
                <ProductGridSkeleton />
              ) : shown.length === 0 ? (
                <EmptyState text={t('menu.empty')} />
              ) : (
                <ProductSections
                  products={shown}
                  lines={lines}
                  onOpen={openProduct}
                  onAdd={quickAdd}
                  canOrder={canOrder}
                  grouped={view?.kind !== 'pinned'}
                />
              )}
            </div>
            {!footNoteOnTop && category?.foot_note && <FootNote text={category.foot_note} />}
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

function FootNote({ text }: { text: string }) {
  return (
    <p className="mt-8 rounded-2xl bg-amber-50/70 px-4 py-3 text-sm leading-relaxed text-amber-950 ring-1 ring-amber-200/70" data-testid="category-foot-note">
      {text}
    </p>
  );
}

function SearchResults({
  query,
  products,
  render,
}: {
  query: string;
  products: Product[] | undefined;
  render: (products: Product[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="search-results">
      <h2 className="mb-5 text-xl font-bold tracking-tight">{t('menu.searchResults', { query })}</h2>
      {!products ? <ProductGridSkeleton /> : products.length === 0 ? <EmptyState text={t('menu.noResults', { query })} /> : render(products)}
    </div>
  );
}
