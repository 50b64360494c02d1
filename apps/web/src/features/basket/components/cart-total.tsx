import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Basket } from '@tavola/domain/schemas/basket';
import { useFormatPrice } from '../../../lib/money.ts';

export function CartTotal({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  // Said before the last step: what the goods lack for the delivery zone's minimum order value.
  const missing = basket.deliveryType === 'delivery' ? basket.minimumOrderMissing : 0;
  return (
    <>
      <div className="flex items-baseline justify-between">
        <span className="text-[15px] font-semibold">
          {t('cart.total')} <span className="font-normal text-muted">· {t('cart.items', { count: basket.count })}</span>
        </span>
        <span className="text-xl font-bold tabular-nums" data-testid="cart-total">
          {format(basket.totalPrice)}
        </span>
      </div>
      {missing > 0 && (
        <p
          className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 ring-1 ring-amber-200"
          role="status"
          data-testid="minimum-missing"
        >
          {t('cart.minimumMissing', { amount: format(missing), minimum: format(basket.minimumOrderValue) })}
        </p>
      )}
    </>
  );
}
