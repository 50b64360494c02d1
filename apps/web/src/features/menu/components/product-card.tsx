import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { availableStock } from '@tavola/domain/stock/product-stock';
import type { BasketStockLine } from '@tavola/domain/stock/basket-units';
import { AllergenBadges } from '../../../ui/allergen-badges.tsx';
import { DietBadges } from '../../../ui/diet-badges.tsx';
import { Icon } from '../../../ui/core-icon.tsx';
import { Image } from '../../../ui/image.tsx';
import { RichText } from '../../../ui/rich-text.tsx';
import type { Product } from '../api/get-products.ts';
import { PriceTag } from './price-tag.tsx';
import { ProductDates } from './product-dates.tsx';
import { StockLine } from './stock-line.tsx';

interface ProductCardProps {
  product: Product;
  lines: readonly BasketStockLine[];
  onOpen: (product: Product) => void;
  onAdd: (product: Product) => void;
  /** The first cards are above the fold: their images load eagerly. */
  priority?: boolean;
  canOrder: boolean;
}

/**
 * A dish: the whole card opens its details, the round button adds it. Out of stock (stock 0, or
 * all of it already in the basket) the add button is disabled.
 */
export const ProductCard = memo(function ProductCard({
  product,
  lines,
  onOpen,
  onAdd,
  priority = false,
  canOrder,
}: ProductCardProps) {
  const { t } = useTranslation();
  const available = availableStock(product, lines);
  // A manager's break pattern: shown, so guests know it exists, but not orderable now.
  const onBreak = product.on_break === true;
  const soldOut = onBreak || (available !== null && available <= 0);
  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      className="group relative flex gap-4 rounded-2xl bg-surface p-3.5 shadow-card ring-1 ring-stone-900/[0.04] transition hover:shadow-raised sm:p-4"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="text-[16px] leading-snug font-semibold text-balance">
          <button
            type="button"
            onClick={() => onOpen(product)}
            className="text-start after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-primary"
          >
            <bdi>{product.name}</bdi>
          </button>
        </h3>
        {onBreak ? (
          <p className="text-xs font-semibold text-stone-600" data-testid="not-available-now">
            {t('menu.notAvailableNow')}
          </p>
        ) : (
          <StockLine available={available} />
        )}
        <ProductDates product={product} />
        {product.description && (
          <RichText text={product.description} className="mt-1 line-clamp-2 text-sm leading-relaxed text-muted" />
        )}
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1.5 pt-3">
          <PriceTag product={product} />
          <AllergenBadges codes={product.allergy_info} />
          <DietBadges product={product} />
        </div>
      </div>
      <div className="relative w-28 shrink-0 self-start sm:w-32">
        <Image
          src={product.image}
          alt=""
          ratio="1 / 1"
          width={256}
          height={256}
          sizes="128px"
          priority={priority}
          className={`rounded-xl ${soldOut ? 'opacity-50 grayscale' : ''}`}
        />
        {canOrder && (
          <button
            type="button"
            data-testid="add-button"
            disabled={soldOut}
            onClick={() => onAdd(product)}
            aria-label={
              soldOut
                ? `${product.name}: ${t(onBreak ? 'menu.notAvailableNow' : 'menu.outOfStock')}`
                : t('menu.addNamed', { name: product.name })
            }
            className="absolute -end-1.5 -bottom-1.5 z-10 grid size-10 place-items-center rounded-full bg-surface text-primary-ink shadow-card ring-1 ring-stone-900/10 transition hover:bg-primary hover:text-on-primary active:scale-95 disabled:bg-stone-100 disabled:text-stone-400 disabled:shadow-none"
          >
            <Icon name="plus" className="size-5" strokeWidth={2.4} />
          </button>
        )}
      </div>
    </article>
  );
});
