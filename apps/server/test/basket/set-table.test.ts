import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantTables } from '../../src/db/schema/restaurant.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectMessage, LANGS } from './support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit } from './support/ordering-test-kit.ts';
import { importSecondRestaurant } from './support/second-restaurant.ts';

let t: TestApp;
let kit: OrderingKit;
let secondRestaurantId: number;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
  secondRestaurantId = (await importSecondRestaurant(t)).restaurantId;
});
afterAll(() => t.close());

async function tableId(restaurantId: number, key: string) {
  const [row] = await t.database.db
    .select({ id: restaurantTables.id })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, restaurantId), eq(restaurantTables.key, key)));
  if (!row) throw new Error(`no table ${key}`);
  return row.id;
}

describe('POST api/basket/set-table', () => {
  it('reads qrcode as true/false, 1/0 or their strings and refuses anything else ("yes", "on", 2) (issue 25)', async () => {
    const table = await tableId(kit.restaurantId, 'table-2');
    for (const qrcode of [true, false, 1, 0, '1', '0', 'true', 'false']) {
      const basketId = await kit.createBasket({ deliveryType: 'pickup' });
      const set = await kit.post('/api/basket/set-table', { basketId, tableId: table, qrcode });
      expect(set.statusCode, JSON.stringify(qrcode)).toBe(200);
      expect(set.body.data.deliveryType).toBe([true, 1, '1', 'true'].includes(qrcode) ? 'here' : 'pickup');
    }
    for (const qrcode of ['yes', 'on', 'no', 'off', 2, 'TRUE!', [1], null]) {
      const basketId = await kit.createBasket({ deliveryType: 'pickup' });
      const refused = await kit.post('/api/basket/set-table', { basketId, tableId: table, qrcode });
      expect(refused.statusCode, JSON.stringify(qrcode)).toBe(422);
      expect(refused.body.codes.qrcode).toEqual(['field_invalid']);
    }
  });

  it('a scanned QR code seats the guest: the basket is switched to eating here; setting a table otherwise keeps the type', async () => {
    const scanned = await kit.createBasket({ deliveryType: 'pickup' });
    const seated = await kit.post('/api/basket/set-table', {
      basketId: scanned,
      tableId: await tableId(kit.restaurantId, 'table-2'),
      qrcode: true,
    });
    expect(seated.statusCode).toBe(200);
    expect(seated.body.data).toMatchObject({ deliveryType: 'here', table: { name: 'Tisch 2' } });

    const chosen = await kit.createBasket({ deliveryType: 'pickup' });
    const kept = await kit.post('/api/basket/set-table', {
      basketId: chosen,
      tableId: await tableId(kit.restaurantId, 'table-2'),
    });
    expect(kept.body.data).toMatchObject({ deliveryType: 'pickup', table: { name: 'Tisch 2' } });
  });

  it('sets a table by id, by name and by `table` from a QR code', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'here' });
    const byId = await kit.post(
      '/api/basket/set-table',
      { basketId, tableId: await tableId(kit.restaurantId, 'table-3'), qrcode: true },
      { lang: 'en' },
    );
    expectMessage(byId, 200, 'table_set', 'en');
    expect(byId.body.data).toMatchObject({
      table: { name: 'Tisch 3', capacity: 4 },
      table_id: await tableId(kit.restaurantId, 'table-3'),
    });
    const byName = await kit.post('/api/basket/set-table', { basketId, tableName: 'terrasse 2' });
    expect(byName.body.data.table).toMatchObject({ name: 'Terrasse 2', capacity: 6 });
    const byTable = await kit.post('/api/basket/set-table', { basketId, table: 'Tisch 7' });
    expect(byTable.body.data.table.name).toBe('Tisch 7');
  });

  it.each(LANGS)('refuses unknown tables and tables of another restaurant (%s)', async (lang) => {
    const basketId = await kit.createBasket();
    expectMessage(
      await kit.post('/api/basket/set-table', { basketId, tableName: 'Tisch 99' }, { lang }),
      404,
      'table_does_not_exists',
      lang,
    );
    expectMessage(
      await kit.post('/api/basket/set-table', { basketId, tableId: 999999 }, { lang }),
      404,
      'table_does_not_exists',
      lang,
    );
    const foreign = await kit.post(
      '/api/basket/set-table',
      { basketId, tableId: await tableId(secondRestaurantId, 'table-1') },
      { lang },
    );
    expectMessage(foreign, 400, 'table_not_related_to_restaurant', lang);
  });
});
