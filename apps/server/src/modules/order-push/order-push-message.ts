import { formatClockTime } from '@tavola/domain/time/local-clock';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { isLang } from '@tavola/domain/messages/catalogue';
import type { OrderPushMessage } from '@tavola/domain/schemas/order-push';
import { DELIVERY_TYPE_NAMES, type DeliveryTypeName } from '@tavola/domain/schemas/restaurant-import';
import type { OrderRow } from '../order/order-repo.ts';
import { PUSH_TEXTS } from './push-texts.ts';

export interface PushContext {
  restaurantName: string;
  timeZone: string;
  statusUrl: string;
  now: Date;
}

/**
 * The notification of an order's new status in the subscriber's language, or null for a status the
 * guest does not hear of on the phone. The tag is the order's: a newer notification replaces the
 * older one on the lock screen instead of piling up.
 */
export function orderPushMessage(order: OrderRow, lang: string, context: PushContext): OrderPushMessage | null {
  const t = PUSH_TEXTS[isLang(lang) ? lang : 'en'];
  const number = order.number ?? 0;
  const type: DeliveryTypeName = DELIVERY_TYPE_NAMES[order.deliveryTypeId - 1] ?? 'pickup';
  let body: string;
  if (order.status === 'processing') {
    const at = order.expectedAt ?? order.deliveryAt;
    const time = at && at > context.now ? localClock(at, context.timeZone) : null;
    body = [t.accepted(number), time ? (type === 'delivery' ? t.arrivesAround(time) : t.readyAround(time)) : null]
      .filter(Boolean)
      .join(' ');
  } else if (order.status === 'delivered') {
    body = t.done[type](number);
  } else if (order.status === 'rejected') {
    body = [t.rejected(number), order.statusReason ? t.reason(order.statusReason) : null].filter(Boolean).join(' ');
  } else {
    return null;
  }
  return { title: context.restaurantName, body, url: context.statusUrl, tag: `order-${order.publicId}` };
}

function localClock(at: Date, timeZone: string): string {
  return formatClockTime(toLocalMoment(at, timeZone).minutes);
}
