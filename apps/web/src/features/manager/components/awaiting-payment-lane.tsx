import { orderHasFigures, type BoardOrder } from '@tavola/domain/schemas/manager';
import { formatAmount } from '../../../lib/money.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

/**
 * Online orders whose payment has not come in: quiet (no chime, no card to cook from), so the
 * restaurant sees what is held for them; each leaves the lane when paid (to New) or when its payment
 * fails or lapses.
 */
export function AwaitingPaymentLane({ orders }: { orders: BoardOrder[] }) {
  const { t, lang } = useManagerTexts();
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="lane-awaiting-payment"
      className="mx-auto max-w-[1600px] px-4 pb-4 text-muted"
      data-testid="lane-awaiting-payment"
    >
      <h2 id="lane-awaiting-payment" className="mb-2 text-sm font-semibold">
        {t('lanes.awaitingPayment')} ({orders.length})
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {orders.map((order) => (
          <li key={order.orderId} className="rounded-xl border border-dashed border-line px-3 py-1 tabular-nums">
            {t('card.order', { number: order.orderNumber })}
            {orderHasFigures(order) && <> · {formatAmount(order.total_price, lang)}</>}
          </li>
        ))}
      </ul>
    </section>
  );
}
