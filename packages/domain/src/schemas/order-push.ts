import { z } from 'zod';
import { clientContext } from './basket.ts';
import { orderIdField } from './order.ts';

/**
 * Updates on the phone (decision 099): the status page subscribes this browser to Web Push for one
 * order; the server sends accepted, ready and rejected through the browser's push service.
 * The subscription is what `PushSubscription.toJSON()` gives in the browser.
 */

/** URL-safe base64 as the Push API writes keys (no padding, but some browsers add it). */
const base64Url = (min: number, max: number) =>
  z
    .string('push_subscription_invalid')
    .min(min, 'push_subscription_invalid')
    .max(max, 'push_subscription_invalid')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'push_subscription_invalid');

export const pushSubscriptionSchema = z.object(
  {
    endpoint: z
      .url({ protocol: /^https?$/, error: 'push_subscription_invalid' })
      .max(1024, 'push_subscription_invalid'),
    /** The browser's P-256 key (65 bytes) and authentication secret (16 bytes), base64url. */
    keys: z.object({ p256dh: base64Url(86, 90), auth: base64Url(22, 24) }, 'push_subscription_invalid'),
  },
  'push_subscription_invalid',
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** POST api/order/push: this browser wants the order's updates. */
export const orderPushRequestSchema = z
  .object({ ...clientContext, orderId: orderIdField, subscription: pushSubscriptionSchema })
  .strict();
export type OrderPushRequest = z.infer<typeof orderPushRequestSchema>;

/** DELETE api/order/push: no more updates of this order to this browser. */
export const orderPushRemoveSchema = z
  .object({ ...clientContext, orderId: orderIdField, endpoint: z.string().max(1024) })
  .strict();
export type OrderPushRemove = z.infer<typeof orderPushRemoveSchema>;

/** GET api/order/push/key: the server's VAPID public key (applicationServerKey), or null when push is off. */
export const pushKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** The statuses a guest hears of on the phone: accepted, ready (done) and rejected. */
export const PUSHED_ORDER_STATUSES = ['processing', 'delivered', 'rejected'] as const;

/** What the service worker receives and shows (a notification per order: a newer one replaces it). */
export const orderPushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type OrderPushMessage = z.infer<typeof orderPushMessageSchema>;
