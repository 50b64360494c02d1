import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import { orderPushMessageSchema, orderPushRemoveSchema, orderPushRequestSchema, pushKeySchema, pushSubscriptionSchema } from './order-push.ts';

// What `PushSubscription.toJSON()` gives: a 65-byte P-256 key (87 base64url characters) and a 16-byte secret (22).
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  keys: { p256dh: `B${'a'.repeat(85)}_`, auth: 'k9-Zq2x7Yw3Vb5Nc1Md4Lq' },
};

describe('a browser subscribing to an order’s updates', () => {
  it('takes the subscription as the browser writes it, padded or not', () => {
    expect(parsed(orderPushRequestSchema, { orderId: 'ab12cd', subscription })).toMatchObject({ subscription });
    const padded = { ...subscription, keys: { p256dh: `${subscription.keys.p256dh}==`, auth: `${subscription.keys.auth}==` } };
    expect(parsed(pushSubscriptionSchema, padded)).toEqual(padded);
    expect(parsed(pushSubscriptionSchema, { ...subscription, endpoint: 'http://localhost:4100/push/1' }).endpoint).toBe('http://localhost:4100/push/1');
  });

  it('refuses keys of the wrong length or alphabet, each with the subscription’s code', () => {
    const withKeys = (keys: object) => ({ ...subscription, keys: { ...subscription.keys, ...keys } });
    expect(issuesOf(pushSubscriptionSchema, withKeys({ p256dh: 'a'.repeat(85) }))).toEqual([{ path: 'keys.p256dh', code: 'push_subscription_invalid' }]);
    expect(issuesOf(pushSubscriptionSchema, withKeys({ p256dh: 'a'.repeat(91) }))).toEqual([{ path: 'keys.p256dh', code: 'push_subscription_invalid' }]);
    expect(parsed(pushSubscriptionSchema, withKeys({ p256dh: 'a'.repeat(90) })).keys.p256dh).toHaveLength(90);
    expect(issuesOf(pushSubscriptionSchema, withKeys({ auth: 'a'.repeat(21) }))).toEqual([{ path: 'keys.auth', code: 'push_subscription_invalid' }]);
    expect(issuesOf(pushSubscriptionSchema, withKeys({ auth: 'a'.repeat(25) }))).toEqual([{ path: 'keys.auth', code: 'push_subscription_invalid' }]);
    expect(parsed(pushSubscriptionSchema, withKeys({ auth: 'a'.repeat(24) })).keys.auth).toHaveLength(24);
    expect(issuesOf(pushSubscriptionSchema, withKeys({ auth: `${'a'.repeat(21)}+` }))).toEqual([{ path: 'keys.auth', code: 'push_subscription_invalid' }]);
    expect(issuesOf(pushSubscriptionSchema, withKeys({ auth: `${'a'.repeat(20)}===` }))).toEqual([{ path: 'keys.auth', code: 'push_subscription_invalid' }]);
    expect(issuesOf(pushSubscriptionSchema, withKeys({ auth: 22 }))).toEqual([{ path: 'keys.auth', code: 'push_subscription_invalid' }]);
  });

  it('refuses an endpoint that is not an http(s) address or is longer than 1,024 characters, and a missing part', () => {
    expect(issuesOf(pushSubscriptionSchema, { ...subscription, endpoint: 'ftp://push.example/1' })).toEqual([{ path: 'endpoint', code: 'push_subscription_invalid' }]);
    expect(issuesOf(pushSubscriptionSchema, { ...subscription, endpoint: `https://push.example/${'a'.repeat(1004)}` })).toEqual([{ path: 'endpoint', code: 'push_subscription_invalid' }]);
    expect(parsed(pushSubscriptionSchema, { ...subscription, endpoint: `https://push.example/${'a'.repeat(1003)}` }).endpoint).toHaveLength(1024);
    expect(issuesOf(pushSubscriptionSchema, { endpoint: subscription.endpoint })).toEqual([{ path: 'keys', code: 'push_subscription_invalid' }]);
    expect(issuesOf(pushSubscriptionSchema, 'subscription')).toEqual([{ path: '', code: 'push_subscription_invalid' }]);
    expect(codesOf(orderPushRequestSchema, { orderId: 'ab12cd', subscription, extra: 1 })).toHaveLength(1);
  });

  it('stops the updates of one order for one browser', () => {
    expect(parsed(orderPushRemoveSchema, { orderId: 'ab12cd', endpoint: subscription.endpoint })).toMatchObject({ endpoint: subscription.endpoint });
    expect(codesOf(orderPushRemoveSchema, { orderId: 'ab12cd', endpoint: 'a'.repeat(1025) })).toHaveLength(1);
    expect(codesOf(orderPushRemoveSchema, { orderId: 'ab12cd', endpoint: subscription.endpoint, subscription })).toHaveLength(1);
  });
});

describe('the answers about push', () => {
  it('gives the server’s key or null when push is off, and the message the service worker shows', () => {
    expect(parsed(pushKeySchema, { publicKey: 'BPk' })).toEqual({ publicKey: 'BPk' });
    expect(parsed(pushKeySchema, { publicKey: null })).toEqual({ publicKey: null });
    const message = { title: 'Bella Vista', body: 'Your order is ready', url: '/order/ab12cd', tag: 'order-ab12cd' };
    expect(parsed(orderPushMessageSchema, message)).toEqual(message);
    expect(codesOf(orderPushMessageSchema, { ...message, tag: undefined })).toHaveLength(1);
  });
});
