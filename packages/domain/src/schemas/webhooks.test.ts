import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  WEBHOOK_EVENTS,
  webhookDeliveriesSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointParamsSchema,
} from './webhooks.ts';

const endpoint = { url: 'https://pos.example.com/hooks/tavola', events: ['order.created', 'order.paid'] };

describe('registering a webhook endpoint', () => {
  it('takes an http(s) address, trims it and the description, and lists each event once', () => {
    const saved = parsed(createWebhookEndpointSchema, {
      url: '  https://pos.example.com/hooks/tavola ',
      description: ' Kitchen printer bridge ',
      events: ['order.created', 'order.paid', 'order.created'],
    });
    expect(saved).toEqual({ url: 'https://pos.example.com/hooks/tavola', description: 'Kitchen printer bridge', events: ['order.created', 'order.paid'] });
    expect(parsed(createWebhookEndpointSchema, { ...endpoint, url: 'http://10.0.0.5:8080/in' }).url).toBe('http://10.0.0.5:8080/in');
  });

  it('defaults the description to empty and accepts every event it knows', () => {
    expect(parsed(createWebhookEndpointSchema, { ...endpoint, events: [...WEBHOOK_EVENTS] })).toEqual({ ...endpoint, description: '', events: [...WEBHOOK_EVENTS] });
  });

  it('refuses an address that is not http(s), not an address at all, or longer than 2,000 characters', () => {
    expect(issuesOf(createWebhookEndpointSchema, { ...endpoint, url: 'ftp://pos.example.com/in' })).toEqual([{ path: 'url', code: 'webhook_url_invalid' }]);
    expect(issuesOf(createWebhookEndpointSchema, { ...endpoint, url: 'pos.example.com/in' })).toEqual([{ path: 'url', code: 'webhook_url_invalid' }]);
    expect(codesOf(createWebhookEndpointSchema, { ...endpoint, url: `https://pos.example.com/${'a'.repeat(1990)}` })).toContain('webhook_url_invalid');
    expect(parsed(createWebhookEndpointSchema, { ...endpoint, url: `https://pos.example.com/${'a'.repeat(1976)}` }).url).toHaveLength(2000);
  });

  it('refuses no events, an unknown event, a description over 200 characters and unknown fields', () => {
    expect(issuesOf(createWebhookEndpointSchema, { ...endpoint, events: [] })).toEqual([{ path: 'events', code: 'webhook_events_required' }]);
    expect(issuesOf(createWebhookEndpointSchema, { ...endpoint, events: ['order.eaten'] })).toEqual([{ path: 'events.0', code: 'field_invalid' }]);
    expect(issuesOf(createWebhookEndpointSchema, { ...endpoint, description: 'x'.repeat(201) })).toEqual([{ path: 'description', code: 'field_invalid' }]);
    expect(parsed(createWebhookEndpointSchema, { ...endpoint, description: 'x'.repeat(200) }).description).toHaveLength(200);
    expect(codesOf(createWebhookEndpointSchema, { ...endpoint, secret: 'mine' })).toHaveLength(1);
    expect(codesOf(createWebhookEndpointSchema, { ...endpoint, events: [...WEBHOOK_EVENTS, 'order.created'] })).toHaveLength(1);
  });
});

describe('changing a webhook endpoint', () => {
  it('takes any of its fields alone, switching it on or off', () => {
    expect(parsed(updateWebhookEndpointSchema, { enabled: false })).toEqual({ enabled: false });
    expect(parsed(updateWebhookEndpointSchema, { description: ' POS ' })).toEqual({ description: 'POS' });
    expect(parsed(updateWebhookEndpointSchema, { events: ['dish.sold_out', 'dish.sold_out'] })).toEqual({ events: ['dish.sold_out'] });
    expect(parsed(updateWebhookEndpointSchema, {})).toEqual({});
  });

  it('holds a change to the same rules as a new endpoint', () => {
    expect(issuesOf(updateWebhookEndpointSchema, { url: 'javascript:alert(1)' })).toEqual([{ path: 'url', code: 'webhook_url_invalid' }]);
    expect(issuesOf(updateWebhookEndpointSchema, { events: [] })).toEqual([{ path: 'events', code: 'webhook_events_required' }]);
    expect(issuesOf(updateWebhookEndpointSchema, { description: 'x'.repeat(201) })).toEqual([{ path: 'description', code: 'field_invalid' }]);
    expect(codesOf(updateWebhookEndpointSchema, { enabled: 'yes' })).toHaveLength(1);
    expect(codesOf(updateWebhookEndpointSchema, { disabledReason: 'owner' })).toHaveLength(1);
  });
});

describe('webhook addresses', () => {
  it('reads an endpoint id and a delivery number from the path, answering "not found" for anything else', () => {
    expect(parsed(webhookEndpointParamsSchema, { endpointId: 'ep_Ab3' })).toEqual({ endpointId: 'ep_Ab3' });
    for (const endpointId of ['ep_', 'Ab3', 'ep_a-b', `ep_${'a'.repeat(41)}`, ' ep_Ab3']) {
      expect(codesOf(webhookEndpointParamsSchema, { endpointId })).toEqual(['webhook_not_found']);
    }
    expect(parsed(webhookDeliveryParamsSchema, { deliveryId: '42' })).toEqual({ deliveryId: 42 });
    expect(codesOf(webhookDeliveryParamsSchema, { deliveryId: 'abc' })).toEqual(['webhook_delivery_not_found']);
    expect(codesOf(webhookDeliveryParamsSchema, { deliveryId: '0' })).toHaveLength(1);
    expect(codesOf(webhookDeliveryParamsSchema, { deliveryId: '1.5' })).toHaveLength(1);
  });
});

describe('the answers about webhooks', () => {
  const view = {
    id: 'ep_1',
    url: endpoint.url,
    description: '',
    events: ['order.created'],
    enabled: false,
    disabledReason: 'failing',
    createdAt: '2026-11-29T12:00:00.000Z',
    pending: 2,
  };

  it('shows an endpoint with why it is off, and its secret only when created', () => {
    expect(parsed(createdWebhookEndpointSchema, { ...view, secret: 'whsec_x' })).toEqual({ ...view, secret: 'whsec_x' });
    expect(parsed(createdWebhookEndpointSchema, { ...view, disabledReason: 'owner', secret: 'whsec_x' }).disabledReason).toBe('owner');
    expect(parsed(createdWebhookEndpointSchema, { ...view, enabled: true, disabledReason: null, secret: 'whsec_x' }).disabledReason).toBeNull();
    expect(codesOf(createdWebhookEndpointSchema, { ...view, disabledReason: 'tired', secret: 'whsec_x' })).toHaveLength(1);
    expect(codesOf(createdWebhookEndpointSchema, view)).toHaveLength(1);
  });

  it('lists deliveries in their three states, with the last try when there was one', () => {
    const pending = { id: 1, messageId: 'msg_1', event: 'order.paid', state: 'pending', attempts: 0, createdAt: '2026-11-29T12:00:00.000Z', lastAttemptAt: null, lastStatus: null, lastError: null, nextAttemptAt: '2026-11-29T12:00:05.000Z' };
    const failed = { ...pending, id: 2, state: 'failed', attempts: 8, lastAttemptAt: '2026-11-30T12:00:00.000Z', lastStatus: 500, lastError: 'Internal Server Error', nextAttemptAt: null };
    const delivered = { ...pending, id: 3, state: 'delivered', attempts: 1, lastAttemptAt: '2026-11-29T12:00:01.000Z', lastStatus: 204, nextAttemptAt: null };
    expect(parsed(webhookDeliveriesSchema, [pending, failed, delivered])).toEqual([pending, failed, delivered]);
    expect(codesOf(webhookDeliveriesSchema, [{ ...pending, state: 'lost' }])).toHaveLength(1);
  });
});
