import { orderHasFigures, type BoardOrder } from '@tavola/domain/schemas/manager';
import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';
import { formatAmount } from '../../../lib/money.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';
import { paymentLabel } from './order-card.tsx';
import { OrderLines } from './order-lines.tsx';
import { tableLabel } from './table-label.ts';
import './kitchen-ticket.css';

/** The printed ticket: black on white, large order number, what to make; only visible when printing. */
export function KitchenTicket({ order }: { order: BoardOrder }) {
  const { t, lang } = useManagerTexts();
  let guest: { name?: string; mobile?: string } = {};
  try {
    guest = order.user_details ? (JSON.parse(order.user_details) as typeof guest) : {};
  } catch {
    guest = {};
  }
  return (
    <section
      className="kitchen-ticket hidden w-[74mm] font-mono text-[12pt] leading-snug text-black print:block"
      data-testid="kitchen-ticket"
    >
      <p className="text-center text-[10pt]">{pageConfig.name}</p>
      <p className="my-1 text-center text-[22pt] font-bold">#{order.orderNumber}</p>
      <p className="text-center font-bold">
        {t(`card.types.${order.deliveryType}`)}
        {order.table ? ` · ${tableLabel(order.table.name, t)}` : ''}
      </p>
      <p className="text-center">
        {order.deliveryTime ? formatLocalDateTime(order.deliveryTime, lang) : t('card.asap')}
      </p>
      <hr className="my-2 border-dashed border-black" />
      <OrderLines order={order} compact />
      <hr className="my-2 border-dashed border-black" />
      {guest.name && <p>{guest.name}</p>}
      {guest.mobile && <p dir="ltr">{guest.mobile}</p>}
      <p className="mt-1 flex justify-between font-bold">
        <span>{paymentLabel(order, t)}</span>
        {orderHasFigures(order) && <span>{formatAmount(order.total_price, lang)}</span>}
      </p>
    </section>
  );
}
