import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablePinOf, todaysTablePin } from '../../src/modules/table-payment/pay-fix.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectMessage, LANGS } from '../basket/support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit, type TestClock } from '../basket/support/ordering-test-kit.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import { signedInManager } from '../manager/support.ts';

let t: TestApp;
let kit: OrderingKit;
let clock: TestClock;
beforeAll(async () => {
  ({ t, kit, clock } = await createOrderingTestApp());
});
afterAll(() => t.close());

const pin = () => todaysTablePin(t.database.db, t.config.jwtSecret, kit.restaurantId, clock.now());
const wrongPin = async () => String((Number(await pin()) + 1) % 10_000).padStart(4, '0');

async function payFix(qrCode: string, pinCode: string, options: { lang?: string; ip?: string } = {}) {
  const basketId = await checkoutBasket(kit, { type: 'here' });
  const answer = await t.call({
    method: 'POST',
    url: '/api/order/create-order',
    payload: { restaurantId: kit.restaurantId, basketId, paymentType: 'payFix', qrCode, pin: pinCode },
    headers: { 'accept-language': options.lang ?? 'en' },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return answer;
}

describe('payFix: paying at the table with its QR code and the PIN of the day', () => {
  it("puts the order on the QR code's table and its bill", async () => {
    const answer = await payFix('demo-t3', await pin(), { ip: '203.0.113.1' });
    expect(answer.statusCode).toBe(201);
    expect(answer.body.data).toMatchObject({ paymentType: 'payFix', table: { name: 'Tisch 3' } });
    const basketAtTable = await kit.createBasket({ deliveryType: 'here' });
    await kit.post('/api/basket/set-table', { basketId: basketAtTable, table: 'demo-t3' });
    const bill = await kit.post('/api/table-payments/create', { basketId: basketAtTable });
    expect(bill.body.data.total).toBe(answer.body.data.total_price);
  });

  it.each(LANGS)('refuses a wrong PIN and an unknown QR code, and orders nothing (%s)', async (lang) => {
    expectMessage(
      await payFix('demo-t1', await wrongPin(), { lang, ip: '203.0.113.2' }),
      400,
      'payfix_pin_wrong',
      lang,
    );
    expectMessage(
      await payFix('no-such-table', await pin(), { lang, ip: '203.0.113.3' }),
      404,
      'table_does_not_exists',
      lang,
    );
  });

  it('changes every day: yesterday’s PIN no longer works', () => {
    expect(tablePinOf(t.config.jwtSecret, kit.restaurantId, '2027-03-01')).not.toBe(
      tablePinOf(t.config.jwtSecret, kit.restaurantId, '2027-03-02'),
    );
    expect(tablePinOf(t.config.jwtSecret, kit.restaurantId, '2027-03-01')).toMatch(/^\d{4}$/);
  });

  it('stops a PIN guesser: after five wrong PINs on one table, even the right PIN waits (429 with Retry-After)', async () => {
    const wrong = await wrongPin();
    for (let guess = 0; guess < 5; guess += 1)
      expect((await payFix('demo-t2', wrong, { ip: `198.51.100.${guess + 1}` })).statusCode).toBe(400);
    const locked = await payFix('demo-t2', await pin(), { ip: '198.51.100.99', lang: 'de' });
    expectMessage(locked, 429, 'too_many_requests', 'de');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Guessing in parallel does not slip past the lock either.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        payFix('demo-t2', String(index).padStart(4, '0'), { ip: `198.51.100.${120 + index}` }),
      ),
    );
    expect(burst.every((answer) => answer.statusCode === 429)).toBe(true);
    // A while later the right PIN works again.
    clock.set(new Date(clock.now().getTime() + 2 * 60 * 60 * 1000));
    expect((await payFix('demo-t2', await pin(), { ip: '198.51.100.99' })).statusCode).toBe(201);
  });
});

describe('payFix guesses sent all at once', () => {
  it('are counted one by one: only the free ones have their PIN checked, the others wait (429)', async () => {
    const baskets = await Promise.all(Array.from({ length: 12 }, () => checkoutBasket(kit, { type: 'here' })));
    const answers = await Promise.all(
      baskets.map((basketId, index) =>
        t.call({
          method: 'POST',
          url: '/api/order/create-order',
          payload: {
            restaurantId: kit.restaurantId,
            basketId,
            paymentType: 'payFix',
            qrCode: 'demo-t4',
            pin: String(index).padStart(4, '0'),
          },
          remoteAddress: `192.0.2.${index + 1}`,
        }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode !== 429);
    // Four free attempts and the fifth, which starts the lock; never the whole burst.
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('GET api/managers/table-bills', () => {
  it("shows the manager every table's open and paid amounts and the PIN of the day; other restaurants' managers see none of it", async () => {
    const token = await signedInManager(t, kit.restaurantId, 'tables@demo.test');
    const answer = await t.call({
      method: 'GET',
      url: '/api/managers/table-bills',
      query: { restaurantId: String(kit.restaurantId) },
      token,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.pin).toBe(await pin());
    const tisch3 = answer.body.data.bills.find((bill: { tableName: string }) => bill.tableName === 'Tisch 3');
    expect(tisch3).toMatchObject({ status: 'open', paid: 0 });
    expect(tisch3.left).toBe(tisch3.total);

    const second = await importSecondRestaurant(t);
    const guest = await t.call({ method: 'GET', url: '/api/managers/table-bills', query: {}, token: second.token });
    expect(guest.statusCode).toBeGreaterThanOrEqual(401);
    expect(guest.statusCode).toBeLessThan(404);
  });
});
