import { useId } from 'react';
import type { BasketStockLine } from '@tavola/domain/stock/basket-units';
import type { Product } from '../api/get-products.ts';
import { groupBySubcategory } from './group-by-subcategory.ts';
import { ProductCard } from './product-card.tsx';
import { SubcategoryHeader } from './subcategory-header.tsx';

interface ProductSectionsProps {
  products: readonly Product[];
  lines: readonly BasketStockLine[];
  onOpen: (product: Product) => void;
  onAdd: (product: Product) => void;
  canOrder: boolean;
  /** Category products by subcategory; pinned products and search results as one list. */
  grouped?: boolean;
}

/** Products by subcategory; the first cards load their images eagerly (above the fold). */
export function ProductSections({ products, lines, onOpen, onAdd, canOrder, grouped = true }: ProductSectionsProps) {
  const baseId = useId();
  let index = 0;
  return (
    <div className="space-y-8">
      {(grouped ? groupBySubcategory(products) : [{ id: null, name: null, image: null, products: [...products] }]).map(
        (group) => {
          const headingId = `${baseId}-${group.id ?? 'none'}`;
          return (
            <section
              key={group.id ?? 'none'}
              aria-labelledby={group.name ? headingId : undefined}
              data-testid="subcategory-section"
            >
              {group.name && <SubcategoryHeader group={group} headingId={headingId} />}
              <div className="grid gap-3 md:grid-cols-2 md:gap-4">
                {group.products.map((product) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    lines={lines}
                    onOpen={onOpen}
                    onAdd={onAdd}
                    canOrder={canOrder}
                    priority={index++ < 2}
                  />
                ))}
              </div>
            </section>
          );
        },
      )}
    </div>
  );
}
