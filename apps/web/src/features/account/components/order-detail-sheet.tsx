import { DepositLines } from '../../../ui/deposit-lines.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import type { Order } from '../api/order-history.ts';
import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';
import { formatOrderDate } from './format-order-date.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { SubmitButton } from './submit-button.tsx';

/** The delivery address the order was placed with (user_details is JSON text of the checkout's fields). */
function deliveryAddressOf(order: Order): string | null {
  if (order.deliveryType !== 'delivery' || !order.user_details) return null;
  try {
    const details = JSON.parse(order.user_details) as Record<string, unknown>;
    const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string).trim() : '');
    const street = [text('address'), text('house_number')].filter(Boolean).join(' ');
    const place = [text('postalCode'), text('city')].filter(Boolean).join(' ');
    return [street, place].filter(Boolean).join(', ') || null;
  } catch {
    return null;
  }
}

/** An order in full: lines as sold (names and prices of that day), amounts, how, when and where. */
export function OrderDetailSheet({
  order,
  onClose,
  onReorder,
  reordering,
}: {
  order: Order;
  onClose: () => void;
  onReorder: () => void;
  reordering: boolean;
}) {
  const { t, i18n } = useTranslation();
  const formatPrice = useFormatPrice();
  const address = deliveryAddressOf(order);
  const amounts = [
    { label: t('account.orders.subtotal'), value: order.subtotal, show: true },
    {
      label: t('account.orders.voucher', { code: order.voucher_code ?? '' }),
      value: -order.voucherValue,
      show: order.voucherValue > 0,
    },
    { label: t('account.orders.shipping'), value: order.shipping_price, show: order.shipping_price > 0 },
    { label: t('account.orders.tip'), value: order.tip, show: order.tip > 0 },
  ];

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('account.orders.order', { number: order.orderNumber })}
      eyebrow={formatOrderDate(order.created_at, i18n.language, pageConfig.timeZone)}
      testId="order-detail"
      footer={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onReorder();
          }}
        >
          <SubmitButton busy={reordering} busyLabel={t('account.orders.reordering')} testId="order-detail-reorder">
            <Icon name="repeat" className="size-4.5" />
            {t('account.orders.reorder')}
          </SubmitButton>
        </form>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={order.status} />
        <span className="text-sm text-muted">
          {t(`delivery.types.${order.deliveryType}`)} ·{' '}
          {order.deliveryTime ? formatLocalDateTime(order.deliveryTime, i18n.language) : t('delivery.asap')}
        </span>
      </div>

      {address && (
        <p className="mt-3 flex items-start gap-2 text-sm" data-testid="order-address">
          <Icon name="pin" className="mt-px size-4.5 shrink-0 text-muted" />
          <span>
            <span className="sr-only">{t('account.orders.deliveryAddress')}: </span>
            {address}
          </span>
        </p>
      )}

      <h3 className="mt-5 mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
        {t('account.orders.items')}
      </h3>
      <ul className="divide-y divide-line" data-testid="order-lines">
        {order.products.map((line) => (
          <li key={line.id} className="flex gap-3 py-3">
            <span className="grid h-7 min-w-7 shrink-0 place-items-center rounded-lg bg-stone-100 px-1.5 text-sm font-bold tabular-nums">
              {line.quantity}×
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                <bdi>{line.name}</bdi>
              </p>
              {line.attributeItems.length > 0 && (
                <p className="text-sm text-muted">
                  {line.attributeItems
                    .map((item) => (item.quantity > 1 ? `${item.quantity}× ${item.name}` : item.name))
                    .join(', ')}
                </p>
              )}
              {line.items.length > 0 && (
                <p className="text-sm text-muted">
                  {line.items.map((item) => `${item.quantity}× ${item.name}`).join(', ')}
                </p>
              )}
              <DepositLines line={line} className="text-sm text-muted" />
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{formatPrice(line.totalPrice)}</p>
          </li>
        ))}
      </ul>

      <dl className="mt-2 space-y-1.5 border-t border-line pt-4 text-sm">
        {amounts
          .filter((amount) => amount.show)
          .map((amount) => (
            <div key={amount.label} className="flex justify-between gap-3">
              <dt className="text-muted">{amount.label}</dt>
              <dd className="tabular-nums">{formatPrice(amount.value)}</dd>
            </div>
          ))}
        <div className="flex justify-between gap-3 pt-2 text-base font-bold">
          <dt>{t('account.orders.total')}</dt>
          <dd className="tabular-nums">{formatPrice(order.total_price)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-muted">
        {t('account.orders.payment', { method: t(`account.orders.paymentTypes.${order.paymentType}`) })}
      </p>
    </Sheet>
  );
}
