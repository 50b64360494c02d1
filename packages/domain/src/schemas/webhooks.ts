import { z } from 'zod';
import { clientContext } from './basket.ts';

/**
 * Outbound webhooks (issue 30, decision 100): the events a restaurant's endpoints can subscribe to.
 * The names are the `type` of each delivery's body; a new event is one entry here and one trigger.
 */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'order.paid',
  'order.refunded',
  'reservation.booked',
  'reservation.cancelled',
  'table_bill.paid',
  'dish.sold_out',
  'dish.back',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A restaurant's integrations, not a broadcast list. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** The body's `version`: bumped when a payload changes incompatibly (docs/integrations.md). */
export const WEBHOOK_PAYLOAD_VERSION = 1;

const webhookUrl = z
  .string()
  .trim()
  .max(2000, 'webhook_url_invalid')
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'webhook_url_invalid');

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, 'field_invalid'))
  .min(1, 'webhook_events_required')
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

export const createWebhookEndpointSchema = z
  .object({
    ...clientContext,
    url: webhookUrl,
    description: z.string().trim().max(200, 'field_invalid').default(''),
    events: webhookEvents,
  })
  .strict();
export type CreateWebhookEndpoint = z.output<typeof createWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = z
  .object({
    ...clientContext,
    url: webhookUrl.optional(),
    description: z.string().trim().max(200, 'field_invalid').optional(),
    events: webhookEvents.optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type UpdateWebhookEndpoint = z.output<typeof updateWebhookEndpointSchema>;

export const webhookEndpointParamsSchema = z.object({ endpointId: z.string().regex(/^ep_[A-Za-z0-9]{1,40}$/, 'webhook_not_found') });
export const webhookDeliveryParamsSchema = z.object({ deliveryId: z.coerce.number('webhook_delivery_not_found').int().positive() });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Why it is off: `owner` (switched off by hand) or `failing` (deliveries failed for 24 hours). */
  disabledReason: z.enum(['owner', 'failing']).nullable(),
  createdAt: z.string(),
  /** Deliveries waiting (first tries and retries). */
  pending: z.int(),
});
export type WebhookEndpointView = z.output<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint: the only time its signing secret is shown. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.int(),
  /** The `webhook-id` header: the same for every try and for a resend (receivers deduplicate by it). */
  messageId: z.string(),
  event: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  lastStatus: z.int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDeliveryView = z.output<typeof webhookDeliverySchema>;
export const webhookDeliveriesSchema = z.array(webhookDeliverySchema);
