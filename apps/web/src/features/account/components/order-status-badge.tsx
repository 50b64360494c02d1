import type { OrderStatus } from '@tavola/domain/schemas/order';
import { useTranslation } from '../../../i18n/use-translation.ts';

const looks: Record<OrderStatus, string> = {
  received: 'bg-sky-100 text-sky-900',
  processing: 'bg-amber-100 text-amber-900',
  delivered: 'bg-primary/10 text-primary-ink',
  rejected: 'bg-red-100 text-red-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex h-6 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold ${looks[status]}`}
      data-testid="order-status"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`account.orders.status.${status}`)}
    </span>
  );
}
