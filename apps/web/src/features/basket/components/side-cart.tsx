import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { useContinueFromCart } from '../../checkout/hooks/use-continue-from-cart.ts';
import { useBasket } from '../../../api/basket.ts';
import { setSideCartOpen, useSideCartOpen } from '../../../lib/ui-state.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { CartLines } from './cart-lines.tsx';
import { CartSkeleton } from './cart-skeleton.tsx';
import { CartTotal } from './cart-total.tsx';
import { ExtraItemsPanel } from './extra-items-panel.tsx';

/**
 * The side cart: opened from the basket button or after adding on wide screens. It is the basket's one
 * review (lines, quantities, comments, extras, total): its button goes straight on to the checkout, as the
 * cart page's does (decision 102; the spec's client went through /cart first).
 */
export default function SideCart() {
  const { t } = useTranslation();
  const open = useSideCartOpen();
  const navigate = useNavigate();
  const continueToCheckout = useContinueFromCart();
  const basket = useBasket();
  const data = basket.data;
  const empty = data !== undefined && (data === null || data.products.length === 0);
  const continueRef = useRef<HTMLButtonElement>(null);

  // The last line removed: nothing left to show.
  useEffect(() => {
    if (open && empty) setSideCartOpen(false);
  }, [open, empty]);

  return (
    <Sheet
      open={open}
      onOpenChange={setSideCartOpen}
      title={t('cart.title')}
      variant="panel"
      testId="side-cart"
      footer={
        data && data.products.length > 0 ? (
          <div className="space-y-3">
            <CartTotal basket={data} />
            <div className="grid gap-2">
              <button
                type="button"
                ref={continueRef}
                className={buttonClass('primary', 'lg', 'w-full')}
                data-testid="side-cart-continue"
                onClick={() => {
                  setSideCartOpen(false);
                  void continueToCheckout();
                }}
              >
                {t('cart.toCheckout')}
              </button>
              <button
                type="button"
                className={buttonClass('ghost', 'md', 'w-full')}
                onClick={() => {
                  setSideCartOpen(false);
                  navigate('/menu');
                }}
              >
                {t('cart.backToRestaurant')}
              </button>
            </div>
          </div>
        ) : undefined
      }
    >
      {data ? (
        <>
          <CartLines basket={data} compact />
          {data.products.length > 0 && (
            <ExtraItemsPanel variant="sheet" focusAfter={() => continueRef.current?.focus()} />
          )}
        </>
      ) : (
        <CartSkeleton />
      )}
    </Sheet>
  );
}
