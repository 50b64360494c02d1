import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Basket } from '@tavola/domain/schemas/basket';
import { useFormatPrice } from '../../../lib/money.ts';
import { DeliveryProgressNote } from './delivery-progress-note.tsx';

export function CartTotal({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
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
      {/* Said before the last step: the zone's fee, and what the goods lack for its minimum or free delivery. */}
      <DeliveryProgressNote basket={basket} className="mt-2" />
    </>
  );
}
