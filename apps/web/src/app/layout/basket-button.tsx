import { useTranslation } from '../../i18n/use-translation.ts';
import { basketUnitCount, useBasket } from '../../api/basket.ts';
import { setSideCartOpen } from '../../lib/ui-state.ts';
import { Icon } from '../../ui/core-icon.tsx';
import { showSnackbar } from '../../ui/snackbar-store.ts';

/** Opens the side cart; an empty basket is refused with 'Your basket is empty' (spec §5). */
export function BasketButton() {
  const { t } = useTranslation();
  const basket = useBasket();
  const count = basketUnitCount(basket.data);
  return (
    <button
      type="button"
      data-testid="basket-button"
      aria-label={t('header.basketWithCount', { count })}
      onClick={() => {
        if (count === 0) showSnackbar({ message: t('cart.empty') });
        else setSideCartOpen(true);
      }}
      className="relative grid size-10 place-items-center rounded-full bg-primary text-on-primary shadow-sm transition hover:bg-primary-hover"
    >
      <Icon name="basket" className="size-5" />
      {count > 0 && (
        <span
          data-testid="basket-count"
          aria-hidden="true"
          className="absolute -end-1 -top-1 grid h-5 min-w-5 animate-pop-in place-items-center rounded-full bg-ink px-1 text-[11px] font-bold text-white ring-2 ring-white"
        >
          {count}
        </span>
      )}
    </button>
  );
}
