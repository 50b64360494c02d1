import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, guestOrder, inviteManager, MANAGER_PASSWORD, signedInManager, type ManagerTestApp } from './support.ts';

let m: ManagerTestApp;
let token: string;
beforeAll(async () => {
  m = await createManagerTestApp();
  token = await signedInManager(m.t, m.kit.restaurantId, 'chef@demo.test');
});
afterAll(() => m.close());

const login = (email: string, password: string, lang = 'en') =>
  m.t.call({ method: 'POST', url: `/api/managers/login?lang=${lang}`, payload: { email, password } });

describe('manager sign-in and permissions', () => {
  it('signs a manager in with a token that opens the manager routes', async () => {
    const answer = await m.t.call({ method: 'GET', url: '/api/managers/restaurant', token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ id: m.kit.restaurantId, slug: 'demo', manager: { email: 'chef@demo.test' } });
    expect(answer.body.data.restaurants).toEqual([{ id: m.kit.restaurantId, name: expect.any(String), slug: 'demo' }]);
  });

  it('answers a wrong password, an unknown e-mail and a customer e-mail alike', async () => {
    expectMessage(await login('chef@demo.test', 'wrong-password'), 400, 'credentials_do_not_match', 'en');
    expectMessage(await login('nobody@demo.test', MANAGER_PASSWORD), 400, 'credentials_do_not_match', 'en');
  });

  it('refuses guests (401 without a token, 403 with a public or customer token)', async () => {
    const none = await m.t.call({ method: 'GET', url: '/api/managers/order', token: null });
    expect(none.statusCode).toBe(401);
    const asGuest = await m.t.call({ method: 'GET', url: '/api/managers/order?lang=de' });
    expectMessage(asGuest, 403, 'manager_only', 'de');
    const asGuestChange = await m.t.call({ method: 'POST', url: '/api/managers/order/change-status', payload: { orderId: 'x', status: 'processing' } });
    expect(asGuestChange.statusCode).toBe(403);
  });

  it("finds no order of another restaurant, and a manager of one restaurant can't sign in at another", async () => {
    const second = await importSecondRestaurant(m.t);
    const otherToken = await signedInManager(m.t, second.restaurantId, 'chef@second.test', second.token);
    const ours = await guestOrder(m.kit);
    const change = await m.t.call({
      method: 'POST',
      url: '/api/managers/order/change-status?lang=en',
      token: otherToken,
      payload: { orderId: ours, status: 'processing' },
    });
    expectMessage(change, 404, 'order_does_not_exists', 'en');
    const show = await m.t.call({ method: 'GET', url: `/api/managers/order/show?orderId=${ours}`, token: otherToken });
    expect(show.statusCode).toBe(404);
    // Naming another restaurant than the token's is refused outright.
    const named = await m.t.call({ method: 'GET', url: `/api/managers/order?restaurantId=${m.kit.restaurantId}`, token: otherToken });
    expect(named.statusCode).toBe(403);
    const elsewhere = await m.t.call({
      method: 'POST',
      url: '/api/managers/login?lang=en',
      token: second.token,
      payload: { email: 'chef@demo.test', password: MANAGER_PASSWORD },
    });
    expectMessage(elsewhere, 400, 'credentials_do_not_match', 'en');
  });

  it('signs out: the token stops working at once', async () => {
    const own = await signedInManager(m.t, m.kit.restaurantId, 'sous@demo.test');
    expect((await m.t.call({ method: 'GET', url: '/api/managers/logout', token: own })).statusCode).toBe(200);
    expect((await m.t.call({ method: 'GET', url: '/api/managers/restaurant', token: own })).statusCode).toBe(401);
  });

  it('throttles password guessing with 429 and Retry-After', async () => {
    let last = await login('target@demo.test', 'guess-0');
    for (let attempt = 1; attempt < 12 && last.statusCode !== 429; attempt++) last = await login('target@demo.test', `guess-${attempt}`);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sets the password once through the link the CLI prints', async () => {
    const { link } = await inviteManager(
      { db: m.t.database.db, config: m.t.config, clock: m.clock.now },
      { id: m.kit.restaurantId, slug: 'demo' },
      'New.Cook@Demo.test',
    );
    expect(link).toMatch(/\/r\/demo\/manager\/set-password\/[\w-]{40,}$/);
    const linkToken = link.split('/').at(-1)!;
    const set = await m.t.call({ method: 'POST', url: '/api/managers/set-password', payload: { token: linkToken, password: 'a-new-kitchen-pass' } });
    expect(set.statusCode).toBe(200);
    expect((await m.t.call({ method: 'GET', url: '/api/managers/restaurant', token: set.body.data.access_token })).statusCode).toBe(200);
    const again = await m.t.call({ method: 'POST', url: '/api/managers/set-password?lang=en', payload: { token: linkToken, password: 'another-pass-1' } });
    expectMessage(again, 400, 'reset_token_invalid', 'en');
    expect((await login('new.cook@demo.test', 'a-new-kitchen-pass')).statusCode).toBe(200);
  });

  it('refuses malformed input with 422, never 500', async () => {
    const bad = await m.t.call({ method: 'GET', url: '/api/managers/order?from_date=2026-13-01&filter_type=eaten&page=-1', token });
    expect(bad.statusCode).toBe(422);
    const backwards = await m.t.call({ method: 'GET', url: '/api/managers/order?from_date=2026-03-02&to_date=2026-03-01', token });
    expect(backwards.statusCode).toBe(422);
    const body = await m.t.call({ method: 'POST', url: '/api/managers/order/change-status', token, payload: { orderId: ['x'], status: 1, extra: true } });
    expect(body.statusCode).toBe(422);
  });
});
