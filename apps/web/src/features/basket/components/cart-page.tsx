import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { useBasket, useBasketId } from '../../../api/basket.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { CartLines } from './cart-lines.tsx';
import { CartSkeleton } from './cart-skeleton.tsx';
import { CartTotal } from './cart-total.tsx';

/**
 * The cart page (spec §2): lines, comments, total, 'Back to Restaurant' and 'Continue'. An empty
 * basket sends the guest back to the menu once it has loaded.
 */
export function CartPage({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const basketId = useBasketId();
  const basket = useBasket();
  const data = basket.data;
  const empty = basket.isSuccess && (!data || data.products.length === 0);

  useEffect(() => {
    if (empty) navigate('/menu', { replace: true });
  }, [empty, navigate]);

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 pt-6 pb-32 md:pt-10" data-testid="cart-page">
      <Link to="/menu" className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-ink">
        <Icon name="arrowStart" className="size-4" />
        {t('cart.backToRestaurant')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{t('cart.title')}</h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_360px]">
        <section className="rounded-3xl bg-surface px-4 shadow-card ring-1 ring-stone-900/[0.04] sm:px-6">
          {data && basketId ? <CartLines basket={data} /> : <CartSkeleton />}
        </section>
        <aside className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 px-4 pt-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] backdrop-blur-md lg:sticky lg:top-24 lg:rounded-3xl lg:border-0 lg:p-6 lg:shadow-card lg:ring-1 lg:ring-stone-900/[0.04]">
          {data ? <CartTotal basket={data} /> : <div className="h-7" />}
          <div className="mt-3 flex gap-3 lg:flex-col">
            {/* Phones have the link above the lines; the bar keeps room for Continue. */}
            <Link to="/menu" className={buttonClass('secondary', 'lg', 'hidden flex-1 px-3 lg:inline-flex lg:w-full lg:flex-none')}>
              {t('cart.backToRestaurant')}
            </Link>
            <button
              type="button"
              onClick={onContinue}
              disabled={!data || data.products.length === 0}
              className={buttonClass('primary', 'lg', 'flex-1 lg:w-full lg:flex-none')}
              data-testid="cart-continue"
            >
              {t('cart.continue')}
              <Icon name="chevronEnd" className="size-4" />
            </button>
          </div>
        </aside>
      </div>
    </div>
  );
}
