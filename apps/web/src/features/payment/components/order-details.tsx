import { DepositLines } from '../../../ui/deposit-lines.tsx';
import type { Order } from '@tavola/domain/schemas/order';
import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatAmount } from '../../../lib/money.ts';

function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The order as placed: when and where, how it is paid, its lines and totals. */
export function OrderDetails({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const info = useRestaurantInfo().data;
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const details = parseJson<Record<string, string | null>>(order.user_details);
  const timeLabel =
    order.deliveryType === 'delivery'
      ? t('payment.details.deliveryTime')
      : order.deliveryType === 'pickup'
        ? t('payment.details.pickupTime')
        : t('payment.details.hereTime');
  const address =
    order.deliveryType === 'delivery' && details
      ? [
          [details.address, details.house_number].filter(Boolean).join(' '),
          [details.postalCode, details.city].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .join(', ')
      : '';
  const method = t(`checkout.payment.methods.${order.paymentType}`, {
    defaultValue: info?.paymentMethodNames[order.paymentType] ?? order.paymentType,
  });

  const facts: [string, string, string][] = [
    ['type', t('checkout.review.deliveryType'), t(`delivery.types.${order.deliveryType}`)],
    [
      'time',
      timeLabel,
      order.deliveryTime ? formatLocalDateTime(order.deliveryTime, i18n.language) : t('payment.details.asap'),
    ],
    ...(address ? [['address', t('payment.details.deliverTo'), address] as [string, string, string]] : []),
    ['payment', t('payment.details.paymentMethod'), method],
  ];
  const totals: [string, string, string][] = [
    ['subtotal', t('payment.details.subtotal'), money(order.subtotal)],
    ...(order.shipping_price > 0
      ? [['shipping', t('payment.details.shipping'), money(order.shipping_price)] as [string, string, string]]
      : []),
    ...(order.voucherValue > 0
      ? [
          [
            'discount',
            `${t('payment.details.discount')}${order.voucher_code ? ` (${order.voucher_code})` : ''}`,
            `−${money(order.voucherValue)}`,
          ] as [string, string, string],
        ]
      : []),
    ...(order.tip > 0 ? [['tip', t('payment.details.tip'), money(order.tip)] as [string, string, string]] : []),
  ];

  return (
    <section
      className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-stone-900/[0.04] sm:p-6"
      aria-labelledby="order-details-title"
      data-testid="order-details"
    >
      <h2 id="order-details-title" className="text-lg font-semibold">
        {t('payment.details.title')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([key, label, value]) => (
          <div key={key} data-testid={`order-fact-${key}`}>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
            <dd className="mt-0.5 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-5 divide-y divide-line border-t border-line" data-testid="order-lines">
        {order.products.map((line) => (
          <li key={line.id} className="flex gap-3 py-3 text-sm">
            <span className="w-8 shrink-0 font-semibold tabular-nums">{line.quantity}×</span>
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                <bdi>{line.name}</bdi>
              </p>
              {line.attributeItems.length > 0 && (
                <p className="text-muted">{line.attributeItems.map((item) => `+ ${item.name}`).join(', ')}</p>
              )}
              {line.items.length > 0 && (
                <p className="text-muted">{line.items.map((item) => `${item.quantity}× ${item.name}`).join(', ')}</p>
              )}
              <DepositLines line={line} />
            </div>
            <span className="shrink-0 font-medium tabular-nums">{money(line.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1.5 border-t border-line pt-3 text-sm">
        {totals.map(([key, label, value]) => (
          <div key={key} className="flex justify-between gap-3">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 pt-1.5">
          <dt className="font-semibold">{t('payment.details.total')}</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="order-total">
            {money(order.total_price)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
