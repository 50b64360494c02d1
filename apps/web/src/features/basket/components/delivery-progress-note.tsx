import type { Basket } from '@tavola/domain/schemas/basket';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { deliveryProgressOf, type DeliveryProgress } from '../lib/delivery-progress.ts';

/** The words for a basket's delivery progress, or null when there is nothing to say yet. */
export function useDeliveryProgressText(basket: Basket | null | undefined): { progress: DeliveryProgress; text: string } | null {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const progress = basket ? deliveryProgressOf(basket) : null;
  if (!progress) return null;
  switch (progress.kind) {
    case 'minimum':
      return { progress, text: t('cart.minimumMissing', { amount: format(progress.missing), minimum: format(progress.minimum) }) };
    case 'towardsFree':
      return { progress, text: t('cart.freeDeliveryMissing', { amount: format(progress.missing), fee: format(progress.fee) }) };
    case 'free':
      return { progress, text: t('cart.freeDelivery') };
    case 'fee':
      return { progress, text: t('cart.deliveryFee', { fee: format(progress.fee) }) };
  }
}

/**
 * The basket's delivery progress as a note: amber while the minimum is not reached (the order cannot
 * be placed yet), quiet otherwise. `minimum-missing` keeps the test id the checkout's note had.
 */
export function DeliveryProgressNote({ basket, className = '' }: { basket: Basket; className?: string }) {
  const said = useDeliveryProgressText(basket);
  if (!said) return null;
  const blocking = said.progress.kind === 'minimum';
  return (
    <p
      role="status"
      data-testid={blocking ? 'minimum-missing' : 'delivery-progress'}
      data-kind={said.progress.kind}
      className={`rounded-xl px-3 py-2 text-sm font-medium ring-1 ${
        blocking ? 'bg-amber-50 text-amber-950 ring-amber-200' : 'bg-emerald-50 text-emerald-950 ring-emerald-200'
      } ${className}`}
    >
      {said.text}
    </p>
  );
}
