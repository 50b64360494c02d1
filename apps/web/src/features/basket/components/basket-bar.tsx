import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBasket } from '../../../api/basket.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { setSideCartOpen } from '../../../lib/ui-state.ts';
import { Icon } from '../../../ui/core-icon.tsx';
import { useDeliveryProgressText } from './delivery-progress-note.tsx';

/** Phones: a bottom bar with the basket's count and total once something is in it. */
export function BasketBar() {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const basket = useBasket().data;
  const progress = useDeliveryProgressText(basket);
  if (!basket || basket.count === 0) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 px-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] md:hidden">
      <button
        type="button"
        onClick={() => setSideCartOpen(true)}
        className="flex h-14 w-full animate-pop-in items-center gap-3 rounded-full bg-primary ps-2 pe-5 text-on-primary shadow-raised"
        data-testid="basket-bar"
      >
        <span className="grid h-10 min-w-10 place-items-center rounded-full bg-black/15 px-2 text-sm font-bold tabular-nums">
          {basket.count}
        </span>
        <span className="min-w-0 flex-1 text-start leading-tight">
          <span className="block text-[15px] font-semibold">{t('cart.viewBasket')}</span>
          {progress && (
            <span className="block truncate text-xs font-medium opacity-90" data-testid="basket-bar-progress">
              {progress.text}
            </span>
          )}
        </span>
        <span className="font-bold tabular-nums">{format(basket.totalPrice)}</span>
        <Icon name="chevronEnd" className="size-4" />
      </button>
    </div>
  );
}
