import { WEBHOOK_EVENT_WHEN, webhookEventSchema } from '@tavola/domain/schemas/webhook-events';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@tavola/domain/schemas/webhooks';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

type Webhooks = Record<string, OpenAPIV3_1.PathItemObject>;

const SIGNATURE_HEADERS = [
  { name: 'webhook-id', description: 'The delivery id, the same on a retry or a resend: deduplicate by it.' },
  { name: 'webhook-timestamp', description: 'Seconds since 1970 when this attempt was signed.' },
  { name: 'webhook-signature', description: 'v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint\'s secret (Standard Webhooks).' },
].map((header) => ({ in: 'header', required: true, schema: { type: 'string' }, ...header }));

const operationIdOf = (type: WebhookEvent) =>
  `webhook${type.split(/[._]/).map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}`;

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output' }) as Record<string, unknown>;
  return rest;
}

/**
 * The OpenAPI 3.1 `webhooks` section: every event Tavola sends to a restaurant's endpoints, with its
 * signed headers and body (docs/integrations.md tells how to verify them).
 */
export function webhooksReference(): Webhooks {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          operationId: operationIdOf(type),
          summary: `${type}: ${WEBHOOK_EVENT_WHEN[type].replace(/\.$/, '')}`,
          description: `${WEBHOOK_EVENT_WHEN[type]} Sent to every enabled endpoint of the restaurant that chose this event, signed with its secret (Standard Webhooks).`,
          tags: ['webhooks'],
          security: [],
          parameters: SIGNATURE_HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(webhookEventSchema(type)) } } },
          responses: {
            '200': { description: 'Any 2xx within 5 seconds accepts the delivery.' },
            '400': { description: 'Any other answer (or none) is retried with growing pauses for 24 hours.' },
          },
        },
      },
    ]),
  ) as Webhooks;
}
