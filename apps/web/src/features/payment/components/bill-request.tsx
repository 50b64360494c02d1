import type { Order } from '@tavola/domain/schemas/order';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useRequestBill } from '../api/bill-request.ts';
import { OpenTableBillButton } from '../../table-bill/components/open-table-bill-button.tsx';

/**
 * Eat-here orders only: ask for the bill from the table; once asked, the page says it is coming. An
 * order paid at the end of the meal can also be paid online here, on the table's shared bill.
 */
export function BillRequest({ order }: { order: Order }) {
  const { t } = useTranslation();
  const request = useRequestBill(order.orderId);
  if (order.deliveryType !== 'here' || order.status === 'rejected') return null;
  return (
    <section
      className="flex flex-wrap items-center gap-4 rounded-3xl bg-surface p-5 shadow-card ring-1 ring-stone-900/[0.04]"
      data-testid="bill-request"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary-ink">
        <Icon name="receipt" className="size-5" />
      </span>
      {order.bill_requested ? (
        <p className="min-w-[12rem] flex-1 font-semibold" role="status" data-testid="bill-requested">
          {t('payment.bill.requested')}
        </p>
      ) : (
        <>
          <p className="min-w-[12rem] flex-1 text-sm text-muted">{t('payment.bill.intro')}</p>
          <button
            type="button"
            disabled={request.isPending}
            onClick={() => request.mutate()}
            className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
            data-testid="bill-request-button"
          >
            {t('payment.bill.ask')}
          </button>
        </>
      )}
      {order.table && (order.paymentType === 'payAtEnd' || order.paymentType === 'payFix') && (
        // Or pay online now, together with the others at the table.
        <div className="w-full border-t border-line pt-4">
          <OpenTableBillButton from={{ orderId: order.orderId }} />
        </div>
      )}
      {request.error && (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {errorText(request.error)}
        </p>
      )}
    </section>
  );
}
