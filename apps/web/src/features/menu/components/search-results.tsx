import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Product } from '../api/get-products.ts';
import { EmptyState } from './empty-state.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';

interface SearchResultsProps {
  query: string;
  products: Product[] | undefined;
  render: (products: Product[]) => ReactNode;
  /** Shown instead of 'no dish matches' when dishes matched but a filter left none. */
  empty?: ReactNode;
}

export function SearchResults({ query, products, render, empty }: SearchResultsProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="search-results">
      <h2 className="mb-5 text-xl font-bold tracking-tight">{t('menu.searchResults', { query })}</h2>
      {!products ? (
        <ProductGridSkeleton />
      ) : products.length === 0 ? (
        (empty ?? <EmptyState text={t('menu.noResults', { query })} />)
      ) : (
        render(products)
      )}
    </div>
  );
}
