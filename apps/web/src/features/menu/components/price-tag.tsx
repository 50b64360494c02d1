import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Product } from '../api/get-products.ts';
import { useFormatPrice } from '../../../lib/money.ts';

/** The price, or 'From' and min_price when the product has one (spec §2). */
export function PriceTag({
  product,
  className = '',
}: {
  product: Pick<Product, 'price' | 'min_price'>;
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
    </p>
  );
}
