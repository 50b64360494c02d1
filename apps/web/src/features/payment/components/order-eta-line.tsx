import { orderEta } from '@tavola/domain/orders/order-eta';
import type { Order } from '@tavola/domain/schemas/order';
import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';
import { formatClockTime } from '@tavola/domain/time/local-clock';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { useNow } from '../../../lib/use-now.ts';
import { Icon } from '../../../ui/icon.tsx';

/**
 * "Ready around 19:40" / "Arrives around 19:40" on the restaurant's clock (orders/order-eta), with
 * the date when it is not today. It follows the order: the live status refetches the order, and
 * the kitchen's promise on accepting replaces the estimate.
 */
export function OrderEtaLine({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  // Minutes-precise: a look twice a minute turns a passed time into "any minute now".
  const now = useNow();
  const timeZone = pageConfig.timeZone;
  const eta = orderEta(order, { leadMinutes: order.lead_minutes ?? null, busyMinutes: order.busy_minutes ?? 0 }, timeZone, now);
  if (eta.kind === 'none') return null;
  const wording = order.deliveryType === 'delivery' ? 'arrives' : 'ready';
  let text: string;
  if (eta.kind === 'any-minute') text = t(`payment.eta.anyMinute.${wording}`);
  else {
    const local = toLocalMoment(eta.at, timeZone);
    const clock = formatClockTime(local.minutes);
    const time =
      local.date === toLocalMoment(now, timeZone).date ? clock : formatLocalDateTime(`${local.date} ${clock}`, i18n.language);
    text = t(`payment.eta.${wording}`, { time });
  }
  return (
    <p
      className="mt-5 flex items-center gap-2 rounded-2xl bg-primary/5 px-4 py-3 font-semibold text-ink ring-1 ring-primary/15"
      data-testid="order-eta"
      data-eta={eta.kind}
    >
      <Icon name="clock" className="size-5 shrink-0 text-primary-ink" />
      <span>{text}</span>
    </p>
  );
}
