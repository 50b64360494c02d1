import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { issueToken } from '../../src/modules/auth/tokens.ts';
import { changeOrderStatus } from '../../src/modules/order/change-order-status.ts';
import { createOrderingTestApp, type OrderingKit, type TestClock } from '../basket/support/ordering-test-kit.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import type { TestApp } from '../support/test-app.ts';
import { openSse } from './sse-reader.ts';

let t: TestApp;
let kit: OrderingKit;
let clock: TestClock;
/** A second server process on the same database: the guest's stream is served here. */
let other: FastifyInstance;
let otherUrl: string;

beforeAll(async () => {
  ({ t, kit, clock } = await createOrderingTestApp());
  other = await buildApp({ config: t.config, database: t.database, clock: clock.now });
  otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function placeOrder(): Promise<string> {
  const basketId = await checkoutBasket(kit);
  const created = await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' });
  expect(created.statusCode).toBe(201);
  return created.body.data.orderId as string;
}

async function ticketFor(orderId: string, token?: string) {
  return kit.post('/api/order/status-stream/ticket', { orderId }, token ? { token } : {});
}

function streamUrl(query: Record<string, string | number>): string {
  const url = new URL('/api/order/status-stream', otherUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

describe('GET api/order/status-stream', () => {
  it('sends the current status, then every change made through another server process', async () => {
    const orderId = await placeOrder();
    const ticket = await ticketFor(orderId);
    expect(ticket.statusCode).toBe(200);
    expect(ticket.body.data.expiresIn).toBeGreaterThan(0);

    const stream = await openSse(streamUrl({ restaurantId: kit.restaurantId, orderId, ticket: ticket.body.data.ticket }));
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    expect((await stream.next()).retry).toBeGreaterThan(0);
    const first = await stream.nextEvent();
    expect(first).toEqual({ event: 'status', data: { orderId, orderNumber: expect.any(Number), status: 'received' } });

    // The restaurant's change goes through the first process (its own database connection).
    await changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'processing');
    expect(await stream.nextEvent()).toMatchObject({ event: 'status', data: { orderId, status: 'processing' } });
    await changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'delivered');
    expect(await stream.nextEvent()).toMatchObject({ data: { status: 'delivered' } });
    stream.close();
  });

  it("hears only its own order's changes", async () => {
    const mine = await placeOrder();
    const theirs = await placeOrder();
    const ticket = (await ticketFor(mine)).body.data.ticket as string;
    const stream = await openSse(streamUrl({ restaurantId: kit.restaurantId, orderId: mine, ticket }));
    expect((await stream.nextEvent()).data).toMatchObject({ status: 'received' });
    await changeOrderStatus(t.database.db, kit.restaurantId, theirs, 'processing');
    await changeOrderStatus(t.database.db, kit.restaurantId, mine, 'rejected');
    expect((await stream.nextEvent()).data).toMatchObject({ orderId: mine, status: 'rejected' });
    stream.close();
  });

  it('accepts a bearer token in the header instead of a ticket', async () => {
    const orderId = await placeOrder();
    const stream = await openSse(streamUrl({ restaurantId: kit.restaurantId, orderId }), {
      authorization: `Bearer ${await t.publicToken()}`,
    });
    expect(stream.status).toBe(200);
    expect((await stream.nextEvent()).data).toMatchObject({ orderId, status: 'received' });
    stream.close();
  });

  it('refuses an unknown order, a wrong restaurant, another order and a missing or forged ticket', async () => {
    const orderId = await placeOrder();
    const ticket = (await ticketFor(orderId)).body.data.ticket as string;
    const stream = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/order/status-stream', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers });

    const unknownTicket = await ticketFor('no-such-order');
    expect([unknownTicket.statusCode, unknownTicket.body.message.code]).toEqual([404, 'order_does_not_exists']);
    const unknown = await stream({ restaurantId: kit.restaurantId, orderId: 'no-such-order' }, { authorization: `Bearer ${await t.publicToken()}` });
    expect([unknown.statusCode, unknown.json().message.code]).toEqual([404, 'order_does_not_exists']);

    // The ticket names one order of one restaurant: nothing else opens with it.
    const otherOrder = await placeOrder();
    const wrongOrder = await stream({ restaurantId: kit.restaurantId, orderId: otherOrder, ticket });
    expect([wrongOrder.statusCode, wrongOrder.json().message.code]).toEqual([403, 'not_authorized']);
    const second = await importSecondRestaurant(t);
    const wrongRestaurant = await stream({ restaurantId: second.restaurantId, orderId, ticket });
    expect(wrongRestaurant.statusCode).toBe(403);
    // Another restaurant's token neither gets a ticket for this order nor opens its stream.
    const foreignTicket = await ticketFor(orderId, second.token);
    expect(foreignTicket.statusCode).toBe(403);
    const foreign = t.app.inject({
      method: 'POST',
      url: '/api/order/status-stream/ticket',
      headers: { authorization: `Bearer ${second.token}` },
      payload: { orderId },
    });
    expect([(await foreign).statusCode, (await foreign).json().message.code]).toEqual([404, 'order_does_not_exists']);
    const foreignHeader = await stream({ restaurantId: kit.restaurantId, orderId }, { authorization: `Bearer ${second.token}` });
    expect(foreignHeader.statusCode).toBe(403);

    const missing = await stream({ restaurantId: kit.restaurantId, orderId });
    expect([missing.statusCode, missing.json().message.code]).toEqual([401, 'token_required']);
    const forged = await stream({ restaurantId: kit.restaurantId, orderId, ticket: `${ticket.slice(0, -4)}AAAA` });
    expect([forged.statusCode, forged.json().message.code]).toEqual([401, 'unauthenticated']);
    // An access token is not a ticket, and a ticket is not an access token.
    const tokenAsTicket = await stream({ restaurantId: kit.restaurantId, orderId, ticket: await t.publicToken() });
    expect(tokenAsTicket.statusCode).toBe(401);
    const ticketAsToken = await t.call({ method: 'GET', url: '/api/order', query: { orderId }, token: ticket });
    expect(ticketAsToken.statusCode).toBe(401);
    const bad = await stream({ restaurantId: 'x', orderId });
    expect(bad.statusCode).toBe(422);
  });

  it('checks a customer token against its session', async () => {
    const orderId = await placeOrder();
    // A customer token whose session does not exist (logged out) is refused like on every route.
    const revoked = (await issueToken(t.config.jwtSecret, { kind: 'customer', restaurantId: kit.restaurantId, userId: 1, sessionId: 'gone' }))
      .access_token;
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/order/status-stream',
      query: { restaurantId: String(kit.restaurantId), orderId },
      headers: { authorization: `Bearer ${revoked}` },
    });
    expect([answer.statusCode, answer.json().message.code]).toEqual([401, 'unauthenticated']);
  });

  it('ends open streams when the server shuts down', async () => {
    const process = await buildApp({ config: t.config, database: t.database, clock: clock.now });
    const url = await process.listen({ port: 0, host: '127.0.0.1' });
    const orderId = await placeOrder();
    const target = new URL('/api/order/status-stream', url);
    target.searchParams.set('restaurantId', String(kit.restaurantId));
    target.searchParams.set('orderId', orderId);
    const stream = await openSse(target.toString(), { authorization: `Bearer ${await t.publicToken()}` });
    await stream.nextEvent();
    await process.close();
    await stream.ended();
  });
});
