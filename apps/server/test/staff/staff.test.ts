import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { MANAGER_PASSWORD_LINK_TTL_SECONDS } from '../../src/modules/manager/manager-accounts.ts';
import { changeStaffRole } from '../../src/modules/staff/manage-staff.ts';
import { selectStaff } from '../../src/modules/staff/staff-repo.ts';
import { expectMessage } from '../basket/support/expect-message.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { openSse, type SseReader } from '../order-status/sse-reader.ts';
import { createManagerTestApp, guestOrder, MANAGER_PASSWORD, readOutbox, signedInManager, type ManagerTestApp } from '../manager/support.ts';

let m: ManagerTestApp;
let owner: string;
/** A second server process on the same database, listening, for the board's live stream. */
let board: FastifyInstance;
let boardUrl: string;

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  board = await buildApp({ config: m.t.config, database: m.t.database, clock: m.clock.now, boardStream: { sessionRecheckMs: 60_000 } });
  boardUrl = await board.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await board.close();
  await m.close();
});

/**
 * The mails to an address. Both processes run a mail worker on the one database: the board's may claim a
 * mail the first enqueued (its poll), so both are drained — the first, then the board, which waits for
 * what it claimed — before the shared outbox is read (PostgreSQL showed the race; PGlite hides it).
 */
async function mailsTo(to: string) {
  await m.t.app.deps.mailer.drain();
  await board.deps.mailer.drain();
  return readOutbox(m, to);
}

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, token: string | null = owner, lang = 'en') =>
  m.t.call({ method, url, token, headers: { 'accept-language': lang }, ...(payload === undefined ? {} : { payload }) });

/** A staff change at the section's current revision, as the screen sends it (0 for callers who may not read it). */
const change = async (path: string, payload: object, token: string | null = owner, lang = 'en') => {
  const read = await call('GET', '/api/owner/staff', undefined, token);
  const revision = read.statusCode === 200 ? (read.body.data.revision as number) : 0;
  return call('POST', path, { ...payload, revision }, token, lang);
};

const overview = async () => (await call('GET', '/api/owner/staff')).body.data as {
  revision: number;
  people: { id: number; email: string; role: string; active: boolean; invitationExpiresAt: string | null; you: boolean }[];
  audit: { action: string; by: string; email: string; roleBefore: string | null; roleAfter: string | null; at: string }[];
};
const person = async (email: string) => (await overview()).people.find((p) => p.email === email);

/** The set-password token in the newest mail to this address. */
async function linkTokenFor(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const match = /\/manager\/set-password\/([\w-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no set-password link mailed to ${email}`);
  return match[1]!;
}

const setPassword = async (token: string, password = 'a-kitchen-password-9') =>
  m.t.call({ method: 'POST', url: '/api/managers/set-password', payload: { token, password } });

const logIn = async (email: string, password = MANAGER_PASSWORD) => {
  const answer = await m.t.call({ method: 'POST', url: '/api/managers/login', payload: { email, password } });
  expect(answer.statusCode).toBe(200);
  return answer.body.data.access_token as string;
};

async function openBoard(token: string): Promise<SseReader> {
  const stream = await openSse(new URL('/api/managers/order/stream', boardUrl).toString(), { authorization: `Bearer ${token}` });
  expect(stream.status).toBe(200);
  expect(await stream.nextEvent()).toMatchObject({ event: 'ready' });
  return stream;
}

describe('inviting staff by e-mail', () => {
  it('mails a new person a one-time link in the restaurant’s language; accepting it signs them in with their role', async () => {
    const invited = await change('/api/owner/staff/invite', { email: ' Cook@Demo.test ', role: 'kitchen' });
    expect(invited.statusCode).toBe(201);
    expect(invited.body.data).toMatchObject({ outcome: 'invited', member: { email: 'cook@demo.test', role: 'kitchen', active: false, you: false } });
    expect(invited.body.data.member.invitationExpiresAt).toBe(new Date(m.clock.now().getTime() + MANAGER_PASSWORD_LINK_TTL_SECONDS * 1000).toISOString());

    const [mail] = await mailsTo('cook@demo.test');
    expect(mail!.lang).toBe('de');
    expect(mail!.subject).toContain('Einladung');
    expect(mail!.text).toContain('/r/demo/manager/set-password/');

    const accepted = await setPassword(await linkTokenFor('cook@demo.test'));
    expect(accepted.statusCode).toBe(200);
    const me = await m.t.call({ method: 'GET', url: '/api/managers/restaurant', token: accepted.body.data.access_token });
    expect(me.body.data.manager).toEqual({ email: 'cook@demo.test', role: 'kitchen' });
    expect(await person('cook@demo.test')).toMatchObject({ active: true, invitationExpiresAt: null });
    expect((await overview()).audit[0]).toMatchObject({ action: 'invited', by: 'owner@demo.test', email: 'cook@demo.test', roleBefore: null, roleAfter: 'kitchen' });
  });

  it('sends again with a new link that replaces the old one; an invitation expires after three days', async () => {
    await change('/api/owner/staff/invite', { email: 'late@demo.test', role: 'manager' });
    const first = await linkTokenFor('late@demo.test');
    const again = await change('/api/owner/staff/invite', { email: 'late@demo.test', role: 'kitchen' });
    expect(again.body.data.outcome).toBe('reinvited');
    expect((await person('late@demo.test'))?.role).toBe('kitchen');
    const second = await linkTokenFor('late@demo.test');
    expect(second).not.toBe(first);
    expectMessage(await setPassword(first), 400, 'reset_token_invalid', 'de');

    const start = m.clock.now();
    m.clock.set(new Date(start.getTime() + MANAGER_PASSWORD_LINK_TTL_SECONDS * 1000 + 1000));
    try {
      expectMessage(await setPassword(second), 400, 'reset_token_invalid', 'de');
      // The list no longer shows it open (read directly: the owner's own session has ended by now too).
      const rows = await selectStaff(m.t.database.db, m.kit.restaurantId, m.clock.now());
      expect(rows.find((row) => row.email === 'late@demo.test')).toMatchObject({ active: false, invitationExpiresAt: null });
    } finally {
      m.clock.set(start);
    }
    expect((await overview()).audit[0]).toMatchObject({ action: 'reinvited', roleBefore: 'manager', roleAfter: 'kitchen' });
  });

  it('adds the role for someone who works for another restaurant already, with a notice and no new password', async () => {
    const second = await importSecondRestaurant(m.t);
    await signedInManager(m.t, second.restaurantId, 'roaming@demo.test', second.token, 'owner');
    const added = await change('/api/owner/staff/invite', { email: 'roaming@demo.test', role: 'manager' });
    expect(added.statusCode).toBe(201);
    expect(added.body.data).toMatchObject({ outcome: 'added', member: { active: true, invitationExpiresAt: null } });
    expect(added.body.message.code).toBe('staff_added');
    const [notice] = await mailsTo('roaming@demo.test');
    expect(notice!.text).not.toContain('set-password');
    expect(notice!.text).toContain('/r/demo/manager');
    // Their own password opens this restaurant now, as a manager; the other restaurant keeps them as owner.
    const token = await logIn('roaming@demo.test');
    expect((await m.t.call({ method: 'GET', url: '/api/managers/restaurant', token })).body.data.manager.role).toBe('manager');
    expectMessage(await change('/api/owner/staff/invite', { email: 'roaming@demo.test', role: 'kitchen' }, owner, 'fr'), 409, 'staff_already_member', 'fr');
  });

  it('refuses bad input per field and writes nothing', async () => {
    const before = (await overview()).audit.length;
    const bad = await change('/api/owner/staff/invite', { email: 'not-an-address', role: 'chef' }, owner, 'de');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.codes).sort()).toEqual(['email', 'role']);
    expect((await overview()).audit.length).toBe(before);
  });
});

describe('changing roles and removing people', () => {
  it('a lowered role ends the person’s sessions here at once and closes their board; a raised one does not', async () => {
    const token = await signedInManager(m.t, m.kit.restaurantId, 'shift@demo.test');
    const id = (await person('shift@demo.test'))!.id;
    const stream = await openBoard(token);
    const lowered = await change('/api/owner/staff/role', { managerId: id, role: 'kitchen' });
    expect(lowered.body.data.member).toMatchObject({ role: 'kitchen' });
    await stream.ended(1000);
    expect((await m.t.call({ method: 'GET', url: '/api/managers/restaurant', token })).statusCode).toBe(401);

    const kitchen = await logIn('shift@demo.test');
    expect((await change('/api/owner/staff/role', { managerId: id, role: 'manager' })).statusCode).toBe(200);
    expect((await m.t.call({ method: 'GET', url: '/api/managers/restaurant', token: kitchen })).body.data.manager.role).toBe('manager');
    expect((await overview()).audit.slice(0, 2).map((e) => [e.roleBefore, e.roleAfter])).toEqual([
      ['kitchen', 'manager'],
      ['manager', 'kitchen'],
    ]);
  });

  it('removing someone signs them out here at once and closes their board', async () => {
    const token = await signedInManager(m.t, m.kit.restaurantId, 'leaving@demo.test');
    const id = (await person('leaving@demo.test'))!.id;
    const stream = await openBoard(token);
    const removed = await change('/api/owner/staff/remove', { managerId: id });
    expect(removed.statusCode).toBe(200);
    await stream.ended(1000);
    expect((await m.t.call({ method: 'GET', url: '/api/managers/order', token })).statusCode).toBe(401);
    expect(await person('leaving@demo.test')).toBeUndefined();
    expect((await overview()).audit[0]).toMatchObject({ action: 'removed', email: 'leaving@demo.test', roleBefore: 'manager', roleAfter: null });
    expectMessage(await change('/api/owner/staff/remove', { managerId: id }, owner, 'ar'), 404, 'staff_not_found', 'ar');
  });

  it('never leaves the restaurant without an owner (409 last_owner), and lets one of two owners step down', async () => {
    const me = (await overview()).people.find((p) => p.you)!;
    expect(me.email).toBe('owner@demo.test');
    expectMessage(await change('/api/owner/staff/role', { managerId: me.id, role: 'manager' }, owner, 'fr'), 409, 'last_owner', 'fr');
    expectMessage(await change('/api/owner/staff/remove', { managerId: me.id }, owner, 'de'), 409, 'last_owner', 'de');

    const partner = await signedInManager(m.t, m.kit.restaurantId, 'partner@demo.test', undefined, 'owner');
    const partnerId = (await person('partner@demo.test'))!.id;
    expect((await change('/api/owner/staff/role', { managerId: partnerId, role: 'manager' })).statusCode).toBe(200);
    // Stepped down: the partner's owner session is over.
    expect((await call('GET', '/api/owner/staff', undefined, partner)).statusCode).toBe(401);
    expect((await person('owner@demo.test'))?.role).toBe('owner');
  });

  it('two owners demoting each other at the same moment: one wins, the other is refused (409) and one owner stays', async () => {
    const a = await signedInManager(m.t, m.kit.restaurantId, 'duel-a@demo.test', undefined, 'owner');
    const b = await signedInManager(m.t, m.kit.restaurantId, 'duel-b@demo.test', undefined, 'owner');
    // Only these two owners: the first owner steps aside for this test.
    const [first, idA, idB] = [(await person('owner@demo.test'))!.id, (await person('duel-a@demo.test'))!.id, (await person('duel-b@demo.test'))!.id];
    expect((await change('/api/owner/staff/role', { managerId: first, role: 'manager' }, a)).statusCode).toBe(200);
    // Straight to the service, both past the owner check and both at the revision they read: the
    // section's lock makes the second wait, and then its revision is stale (the guard behind it is
    // last_owner, tested above).
    const revision = (await call('GET', '/api/owner/staff', undefined, a)).body.data.revision as number;
    const deps = { ...m.t.app.deps, log: { error: () => undefined } };
    const results = await Promise.allSettled([
      changeStaffRole(deps, { managerId: idA, restaurantId: m.kit.restaurantId, email: 'duel-a@demo.test' }, { managerId: idB, role: 'kitchen', revision }),
      changeStaffRole(deps, { managerId: idB, restaurantId: m.kit.restaurantId, email: 'duel-b@demo.test' }, { managerId: idA, role: 'kitchen', revision }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'stale_revision', status: 409 });
    const survivor = results[0]!.status === 'fulfilled' ? a : b;
    const owners = (await call('GET', '/api/owner/staff', undefined, survivor)).body.data.people.filter((p: { role: string }) => p.role === 'owner');
    expect(owners).toHaveLength(1);
    // Back as it was for the tests below.
    expect((await change('/api/owner/staff/role', { managerId: first, role: 'owner' }, survivor)).statusCode).toBe(200);
    owner = await logIn('owner@demo.test');
  });

  it('refuses a change made on a stale revision (409 stale_revision, in the owner’s language) and writes nothing', async () => {
    const { revision, people } = await overview();
    const target = people.find((p) => p.email === 'shift@demo.test')!;
    const first = await call('POST', '/api/owner/staff/role', { managerId: target.id, role: 'kitchen', revision }, owner);
    expect(first.body.data.revision).toBe(revision + 1);
    const stale = await call('POST', '/api/owner/staff/remove', { managerId: target.id, revision }, owner, 'de');
    expectMessage(stale, 409, 'stale_revision', 'de');
    expect(await person('shift@demo.test')).toMatchObject({ role: 'kitchen' });
    await change('/api/owner/staff/role', { managerId: target.id, role: 'manager' });
  });

  it('lets only owners manage staff', async () => {
    const manager = await logIn('shift@demo.test');
    expectMessage(await call('GET', '/api/owner/staff', undefined, manager, 'de'), 403, 'owner_only', 'de');
    expectMessage(await change('/api/owner/staff/invite', { email: 'x@demo.test', role: 'owner' }, manager, 'de'), 403, 'owner_only', 'de');
    // A guest's storefront token.
    expectMessage(await m.t.call({ method: 'GET', url: '/api/owner/staff?lang=fr' }), 403, 'manager_only', 'fr');
  });
});

describe('the kitchen', () => {
  const MONEY = ['subtotal', 'voucher_code', 'voucherValue', 'shipping_price', 'tip', 'total_price', 'paymentLink', 'payment_id'];

  it('sees the board’s orders without a single money figure; managers see them all', async () => {
    await signedInManager(m.t, m.kit.restaurantId, 'chef@demo.test', undefined, 'kitchen');
    const kitchen = await logIn('chef@demo.test');
    const orderId = await guestOrder(m.kit);

    const list = await call('GET', '/api/managers/order', undefined, kitchen);
    expect(list.statusCode).toBe(200);
    const order = (list.body.data.data as Record<string, unknown>[]).find((o) => o.orderId === orderId)!;
    expect(order).toBeDefined();
    for (const field of MONEY) expect(order).not.toHaveProperty(field);
    const lines = order.products as Record<string, unknown>[];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toHaveProperty('name');
      expect(line).not.toHaveProperty('price');
      expect(line).not.toHaveProperty('totalPrice');
    }
    const shown = await call('GET', `/api/managers/order/show?orderId=${orderId}`, undefined, kitchen);
    expect(shown.body.data).not.toHaveProperty('total_price');

    const asOwner = await call('GET', `/api/managers/order/show?orderId=${orderId}`);
    expect(asOwner.body.data.total_price).toBeGreaterThan(0);
    expect(asOwner.body.data.products[0].price).toBeGreaterThan(0);

    // The kitchen moves the order along; the answer stays without figures.
    const moved = await call('POST', '/api/managers/order/change-status', { orderId, status: 'processing' }, kitchen);
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data.status).toBe('processing');
    expect(moved.body.data).not.toHaveProperty('total_price');
    expectMessage(await call('POST', '/api/managers/order/change-status', { orderId, status: 'rejected', reason: 'No dough' }, kitchen, 'de'), 403, 'kitchen_not_allowed', 'de');
  });

  it('marks dishes sold out but gets neither the till nor the levers, bills, reservations, reviews or owner screens', async () => {
    const kitchen = await logIn('chef@demo.test');
    const productId = m.kit.product('tiramisu');
    expect((await call('POST', '/api/managers/products/stock', { productId, stock: 0 }, kitchen)).statusCode).toBe(200);
    expect((await call('GET', '/api/managers/products', undefined, kitchen)).statusCode).toBe(200);
    expect((await call('GET', '/api/managers/break-patterns', undefined, kitchen)).statusCode).toBe(200);
    await call('POST', '/api/managers/products/stock', { productId, stock: null }, kitchen);

    const refused: [Method, string, object?][] = [
      ['GET', '/api/managers/summary'],
      ['GET', '/api/managers/table-bills'],
      ['POST', '/api/managers/ordering/pause', { minutes: 30 }],
      ['POST', '/api/managers/ordering/busy', { extraMinutes: 15 }],
      ['POST', '/api/managers/ordering/resume', {}],
      ['GET', '/api/managers/reservations'],
      ['GET', '/api/managers/reviews'],
      ['GET', '/api/managers/tables'],
      ['POST', '/api/managers/break-patterns/delete', { id: 1 }],
    ];
    for (const [method, url, payload] of refused) expectMessage(await call(method, url, payload, kitchen, 'ar'), 403, 'kitchen_not_allowed', 'ar');
    expectMessage(await call('GET', '/api/owner/menu/draft', undefined, kitchen, 'fr'), 403, 'owner_only', 'fr');
    expectMessage(await call('GET', '/api/owner/staff', undefined, kitchen, 'fr'), 403, 'owner_only', 'fr');
    // Managers still reach the till.
    const manager = await logIn('shift@demo.test');
    expect((await call('GET', '/api/managers/summary', undefined, manager)).statusCode).toBe(200);
  });
});
