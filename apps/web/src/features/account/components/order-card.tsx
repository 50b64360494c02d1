import { useTranslation } from '../../../i18n/use-translation.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import type { Order } from '../api/order-history.ts';
import { formatOrderDate } from './format-order-date.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const SUMMARY_LINES = 3;

/** One order of the history: number, status, when, what, total; details and 'Order again'. */
export function OrderCard({
  order,
  onOpen,
  onReorder,
  reordering,
}: {
  order: Order;
  onOpen: () => void;
  onReorder: () => void;
  reordering: boolean;
}) {
  const { t, i18n } = useTranslation();
  const formatPrice = useFormatPrice();
  const items = order.products.slice(0, SUMMARY_LINES).map((line) => `${line.quantity}× ${line.name}`);
  const more = order.products.length - SUMMARY_LINES;
  const headingId = `order-${order.orderId}`;

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-stone-900/[0.04]"
        data-testid="order-card"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-lg font-bold tracking-tight">
            {t('account.orders.order', { number: order.orderNumber })}
          </h2>
          <OrderStatusBadge status={order.status} />
          <p className="ms-auto text-lg font-bold tabular-nums">{formatPrice(order.total_price)}</p>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <span>{formatOrderDate(order.created_at, i18n.language, pageConfig.timeZone)}</span>
          <span aria-hidden="true">·</span>
          <span>{t(`delivery.types.${order.deliveryType}`)}</span>
        </p>
        <p className="mt-3 text-[15px] leading-snug">
          {items.join(', ')}
          {more > 0 && <span className="text-muted"> {t('account.orders.more', { count: more })}</span>}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" onClick={onOpen} className={buttonClass('secondary', 'sm')} data-testid="order-details">
            {t('account.orders.details')}
          </button>
          <button
            type="button"
            onClick={onReorder}
            disabled={reordering}
            aria-busy={reordering || undefined}
            className={buttonClass('secondary', 'sm')}
            data-testid="order-reorder"
          >
            <Icon name="repeat" className="size-4" />
            {reordering ? t('account.orders.reordering') : t('account.orders.reorder')}
          </button>
        </div>
      </article>
    </li>
  );
}
