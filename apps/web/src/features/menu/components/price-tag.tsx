import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Product } from '../api/get-products.ts';
import { useFormatPrice } from '../../../lib/money.ts';

/**
 * The price, or 'From' and min_price when the product has one (spec §2), and the deposit right with
 * it: the cart charges it, and German shops must show it beside the price, not further down.
 */
export function PriceTag({
  product,
  className = '',
}: {
  product: Pick<Product, 'price' | 'min_price'> & { depot?: Product['depot'] };
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  return (
    <p className={`font-semibold tabular-nums text-ink ${className}`}>
      {product.min_price !== null ? (
        <>
          <span className="text-sm font-medium text-muted">{t('menu.from')} </span>
          {format(product.min_price)}
        </>
      ) : (
        format(product.price)
      )}
      {product.depot && product.depot.price > 0 && (
        <span className="text-sm font-normal text-muted" data-testid="price-deposit">
          {' '}
          {t('menu.depositShort', { price: format(product.depot.price) })}
        </span>
      )}
    </p>
  );
}
