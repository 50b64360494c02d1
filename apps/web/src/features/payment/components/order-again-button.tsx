import type { Order } from '@tavola/domain/schemas/order';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useReorderAction } from '../../../lib/use-reorder-action.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';

/** One tap: the same dishes with the same options in the basket, and the basket open. */
export function OrderAgainButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const reorder = useReorderAction();
  const busy = reorder.pendingOrderId === order.orderId;
  return (
    <button
      type="button"
      onClick={() => reorder.start(order)}
      disabled={busy}
      aria-busy={busy || undefined}
      className={buttonClass('secondary', 'lg', 'w-full')}
      data-testid="order-again"
    >
      <Icon name="repeat" className="size-5" />
      {busy ? t('account.orders.reordering') : t('account.orders.reorder')}
    </button>
  );
}
