import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { useBasket, useBasketId } from '../../../api/basket.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { CartLines } from './cart-lines.tsx';
import { CartSkeleton } from './cart-skeleton.tsx';
import { CartTotal } from './cart-total.tsx';
import { DeliveryAreaPicker } from './delivery-area-picker.tsx';
import { ExtraItemsPanel } from './extra-items-panel.tsx';

/**
 * The cart page (spec §2): lines, comments, the extra-items panel, total, 'Back to Restaurant' and
 * 'Continue'. An empty basket sends the guest back to the menu once it has loaded.
 *
 * Phones: the total bar is sticky, not fixed: it rides at the bottom of the screen while the lines
 * scroll and comes to rest under them, so it never covers the footer (and needs no padding guess).
 */
export function CartPage({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const basketId = useBasketId();
  const basket = useBasket();
  const data = basket.data;
  const empty = basket.isSuccess && (!data || data.products.length === 0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (empty) navigate('/menu', { replace: true });
  }, [empty, navigate]);

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 pt-6 md:pt-10 lg:pb-8" data-testid="cart-page">
      <Link
        to="/menu"
        className="inline-flex items-center gap-1.5 py-1 text-sm font-semibold whitespace-nowrap text-muted hover:text-ink"
      >
        <Icon name="arrowStart" className="size-4 shrink-0" />
        {t('cart.backToRestaurant')}
      </Link>
      <h1 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl font-bold tracking-tight outline-none">
        {t('cart.title')}
      </h1>
      {/* minmax(0, 1fr): the extras scroller scrolls inside its column instead of widening the page. */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
          <section className="rounded-3xl bg-surface px-4 shadow-card ring-1 ring-stone-900/[0.04] sm:px-6">
            {data && basketId ? <CartLines basket={data} /> : <CartSkeleton />}
          </section>
          {data?.deliveryType === 'delivery' && (
            <section className="max-w-md" aria-label={t('cart.deliverTo')}>
              <DeliveryAreaPicker withProgress={false} />
            </section>
          )}
          {data && <ExtraItemsPanel variant="page" focusAfter={() => headingRef.current?.focus()} />}
        </div>
        <aside
          className="sticky bottom-0 z-20 -mx-4 border-t border-line bg-surface/95 px-4 pt-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] backdrop-blur-md lg:top-24 lg:bottom-auto lg:mx-0 lg:rounded-3xl lg:border-0 lg:p-6 lg:shadow-card lg:ring-1 lg:ring-stone-900/[0.04]"
          data-testid="cart-summary"
        >
          {data ? <CartTotal basket={data} /> : <div className="h-7" />}
          <div className="mt-3 grid gap-3">
            <button
              type="button"
              onClick={onContinue}
              disabled={!data || data.products.length === 0}
              className={buttonClass('primary', 'lg', 'w-full')}
              data-testid="cart-continue"
            >
              {t('cart.continue')}
              <Icon name="chevronEnd" className="size-4" />
            </button>
            {/* Phones have the link above the lines: the bar keeps its room for Continue. */}
            <Link to="/menu" className={buttonClass('secondary', 'lg', 'w-full px-3 max-lg:hidden')}>
              {t('cart.backToRestaurant')}
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}
