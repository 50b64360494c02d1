import { memo } from 'react';
import { orderHasFigures, type BoardOrder, type ManagerOrder } from '@tavola/domain/schemas/manager';
import { minutesUntil, orderDueAt } from '@tavola/domain/orders/order-due';
import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';
import { formatClockTime } from '@tavola/domain/time/local-clock';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { formatAmount } from '../../../lib/money.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';
import { OrderLines } from './order-lines.tsx';
import { tableLabel } from './table-label.ts';

type Translate = ReturnType<typeof useManagerTexts>['t'];

interface GuestDetails {
  name?: string;
  email?: string;
  mobile?: string;
  address?: string;
  house_number?: string;
  postalCode?: string;
  city?: string;
  company?: string;
  comment?: string;
}

function guestOf(order: BoardOrder): GuestDetails {
  try {
    return order.user_details ? (JSON.parse(order.user_details) as GuestDetails) : {};
  } catch {
    return {};
  }
}

export function paymentLabel(order: BoardOrder, t: Translate): string {
  if (order.is_online_payment)
    return order.paymentStatus === 'paid' ? t('card.payment.online') : t('card.payment.onlinePending');
  if (order.paymentType === 'payAtEnd') return t('card.payment.payAtEnd');
  if (order.paymentType === 'payFix') return t('card.payment.payFix');
  if (order.paymentType === 'pwc') return t('card.payment.pickup');
  return t('card.payment.cash');
}

function DueLine({ order, timeZone, now }: { order: BoardOrder; timeZone: string; now: Date }) {
  const { t, lang } = useManagerTexts();
  const due = orderDueAt(order, timeZone);
  const minutes = minutesUntil(due, now);
  const finished = order.status === 'delivered' || order.status === 'rejected';
  const local = toLocalMoment(due, timeZone);
  const when = order.deliveryTime ? formatLocalDateTime(order.deliveryTime, lang) : t('card.asap');
  const countdown =
    minutes > 0
      ? t('card.dueIn', { minutes })
      : minutes < 0
        ? t('card.overdue', { minutes: -minutes })
        : t('card.dueNow');
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm">
      <Icon name="clock" className="size-4 text-muted" />
      <span className="font-semibold">{when}</span>
      {order.expected_at && <span className="text-muted">→ {formatClockTime(local.minutes)}</span>}
      {!finished && (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${minutes < 0 ? 'bg-red-100 text-red-800' : minutes <= 10 ? 'bg-amber-100 text-amber-900' : 'bg-stone-100 text-stone-700'}`}
          data-testid="order-countdown"
        >
          {countdown}
        </span>
      )}
    </p>
  );
}

interface OrderCardProps {
  order: BoardOrder;
  timeZone: string;
  now: Date;
  busy: boolean;
  onMove: (order: BoardOrder, status: 'processing' | 'delivered', readyInMinutes?: number) => void;
  onReject: (order: BoardOrder) => void;
  onPrint: (order: BoardOrder) => void;
  /** The kitchen does not reject (a rejection refunds the guest): no reject button. */
  canReject: boolean;
}

/** One order on the board: everything the kitchen and the counter need, and the next step as big buttons. */
export const OrderCard = memo(function OrderCard({
  order,
  timeZone,
  now,
  busy,
  onMove,
  onReject,
  onPrint,
  canReject,
}: OrderCardProps) {
  const { t, lang } = useManagerTexts();
  const guest = guestOf(order);
  const money = (amount: number) => formatAmount(amount, lang);
  const address =
    order.deliveryType === 'delivery'
      ? [
          [guest.address, guest.house_number].filter(Boolean).join(' '),
          [guest.postalCode, guest.city].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .join(', ')
      : '';
  const placed = toLocalMoment(new Date(order.created_at), timeZone);
  const finished = order.status === 'delivered' || order.status === 'rejected';
  return (
    <article
      className="rounded-2xl bg-surface p-4 shadow-card ring-1 ring-stone-900/5"
      data-testid="order-card"
      data-order-id={order.orderId}
      aria-labelledby={`order-${order.orderId}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`order-${order.orderId}`} className="text-lg font-bold">
            {t('card.order', { number: order.orderNumber })}
          </h3>
          <p className="text-xs text-muted">{t('card.placed', { time: formatClockTime(placed.minutes) })}</p>
        </div>
        <div className="flex flex-wrap justify-end gap-1.5">
          <span className="rounded-full bg-primary/10 px-2.5 py-1 text-xs font-bold text-primary-ink">
            {t(`card.types.${order.deliveryType}`)}
          </span>
          {order.table && (
            <span className="rounded-full bg-stone-900 px-2.5 py-1 text-xs font-bold text-white">
              <bdi>{tableLabel(order.table.name, t)}</bdi>
            </span>
          )}
          {order.bill_requested && (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900">
              {t('card.billRequested')}
            </span>
          )}
        </div>
      </header>
      <div className="mt-2">
        <DueLine order={order} timeZone={timeZone} now={now} />
      </div>
      <div className="mt-3 border-t border-line pt-3">
        <OrderLines order={order} compact={finished} />
      </div>
      {/* A finished order keeps what was made and paid; the guest's contact is no longer the kitchen's business. */}
      {!finished && (guest.name || guest.mobile || guest.email || address) && (
        <div className="mt-3 space-y-0.5 border-t border-line pt-3 text-sm">
          {guest.name && (
            <p className="font-semibold">
              <bdi>{guest.name}</bdi>
              {guest.company ? (
                <span className="font-normal text-muted">
                  {' '}
                  · <bdi>{guest.company}</bdi>
                </span>
              ) : null}
            </p>
          )}
          {address && (
            <p>
              <bdi>{address}</bdi>
            </p>
          )}
          {guest.mobile && (
            <p>
              <a href={`tel:${guest.mobile}`} className="font-semibold text-primary-ink underline" dir="ltr">
                {guest.mobile}
              </a>
            </p>
          )}
          {guest.email && (
            <p className="break-all text-muted" dir="ltr">
              {guest.email}
            </p>
          )}
          {guest.comment && (
            <p className="font-semibold text-amber-900">
              {t('card.comment', { text: '' })}
              <bdi>{guest.comment}</bdi>
            </p>
          )}
        </div>
      )}
      <div className="mt-3 flex items-center justify-between gap-2 border-t border-line pt-3 text-sm">
        <span className="font-semibold" data-testid="order-payment">
          {paymentLabel(order, t)}
        </span>
        {/* The kitchen's answers carry no figures (decision 086). */}
        {orderHasFigures(order) && <span className="text-base font-bold tabular-nums" data-testid="order-total">{money(order.total_price)}</span>}
      </div>
      {orderHasFigures(order) && order.table_bill && <TableBillLine bill={order.table_bill} money={money} t={t} />}
      {order.status === 'rejected' && (
        <p className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="font-bold">{t('card.rejected')}</span>
          {order.status_reason ? (
            <>
              {' '}
              · <bdi>{order.status_reason}</bdi>
            </>
          ) : null}
          {order.is_online_payment && order.paymentStatus === 'paid' ? (
            <> · {order.refunded ? t('card.refunded') : t('card.refundPending')}</>
          ) : null}
        </p>
      )}
      <Actions order={order} busy={busy} onMove={onMove} onReject={onReject} onPrint={onPrint} canReject={canReject} t={t} />
    </article>
  );
});

function Actions({
  order,
  busy,
  onMove,
  onReject,
  onPrint,
  canReject,
  t,
}: Pick<OrderCardProps, 'order' | 'busy' | 'onMove' | 'onReject' | 'onPrint' | 'canReject'> & { t: Translate }) {
  const print = (
    <button
      type="button"
      onClick={() => onPrint(order)}
      className={buttonClass('secondary', 'icon', 'size-12')}
      aria-label={t('card.print')}
      title={t('card.print')}
    >
      <Icon name="receipt" />
    </button>
  );
  // The next step fills the card's width: one big target for a busy hand; reject and print beside each other below.
  const next =
    order.status === 'received' ? (
      <button
        type="button"
        disabled={busy}
        onClick={() => onMove(order, 'processing')}
        className={buttonClass('primary', 'lg', 'w-full')}
        data-testid="accept-order"
      >
        {t('card.accept')}
      </button>
    ) : (
      <button
        type="button"
        disabled={busy}
        onClick={() => onMove(order, 'delivered')}
        className={buttonClass('primary', 'lg', 'w-full')}
        data-testid="finish-order"
      >
        {t('card.done')}
      </button>
    );
  if (order.status === 'received' || order.status === 'processing') {
    return (
      <div className="mt-4 space-y-2">
        {canReject ? (
          next
        ) : (
          // Without the reject button, printing sits beside the next step.
          <div className="flex gap-2">
            <div className="flex-1">{next}</div>
            {print}
          </div>
        )}
        {order.status === 'received' && !order.deliveryTime && (
          <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('card.accept')}>
            {[15, 30, 45].map((minutes) => (
              <button
                key={minutes}
                type="button"
                disabled={busy}
                onClick={() => onMove(order, 'processing', minutes)}
                className={buttonClass('soft', 'md', 'px-2')}
              >
                {t('card.acceptIn', { minutes })}
              </button>
            ))}
          </div>
        )}
        {canReject && (
          <div className="flex gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => onReject(order)}
              className={buttonClass('dangerSoft', 'lg', 'flex-1')}
              data-testid="reject-order"
            >
              {t('card.reject')}
            </button>
            {print}
          </div>
        )}
      </div>
    );
  }
  return <div className="mt-3 flex justify-end">{print}</div>;
}

/**
 * What guests paid at the table (paying together): the whole bill once paid, else this order's dishes
 * paid so far, else — after an equal split, which pays the bill rather than dishes — the bill's figures.
 */
function TableBillLine({ bill, money, t }: { bill: NonNullable<ManagerOrder['table_bill']>; money: (amount: number) => string; t: Translate }) {
  const text =
    bill.status === 'paid'
      ? t('card.tablePaid')
      : bill.order_paid > 0
        ? t('card.tablePaidPart', { paid: money(bill.order_paid), total: money(bill.order_total) })
        : bill.bill_paid > 0
          ? t('card.tableBillPart', { paid: money(bill.bill_paid), total: money(bill.bill_total) })
          : null;
  if (!text) return null;
  return (
    <p
      className={`mt-2 rounded-xl px-3 py-2 text-sm font-semibold ${bill.status === 'paid' ? 'bg-emerald-50 text-emerald-900' : 'bg-sky-50 text-sky-950'}`}
      data-testid="order-table-paid"
    >
      {text}
    </p>
  );
}
