import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants, restaurantTables } from '../../src/db/schema/restaurant.ts';
import { robotRequests } from '../../src/db/schema/robot.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let demoId: number;
let tableId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.database.db.select().from(restaurants).where(eq(restaurants.slug, 'demo'));
  demoId = demo!.id;
  const [table] = await t.database.db
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, demoId), eq(restaurantTables.key, 'table-3')));
  tableId = table!.id;
});
afterAll(() => t.close());

const callRobot = (query: string, token?: string) =>
  t.call({ method: 'GET', url: `/api/restaurant/robot-request?${query}`, token });

async function setRobot(available: boolean, tableService = true) {
  const [demo] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, demoId));
  await t.database.db
    .update(restaurants)
    .set({
      settings: { ...demo!.settings, robotRequestAvailable: available },
      modes: { ...demo!.modes, tableService },
    })
    .where(eq(restaurants.id, demoId));
}

/** A guest's basket seated at table-3: with its code (the printed QR link) or by its number. */
async function seatedBasket(how: { table: string } | { tableId: number }): Promise<string> {
  const created = await t.call({ method: 'POST', url: '/api/basket/create', payload: { restaurantId: demoId } });
  const basketId = created.body.data.id as string;
  const set = await t.call({ method: 'POST', url: '/api/basket/set-table', payload: { restaurantId: demoId, basketId, ...how } });
  expect(set.statusCode).toBe(200);
  return basketId;
}

describe('GET api/restaurant/robot-request', () => {
  it('records the call for the table and answers robot_task_set', async () => {
    const basketId = await seatedBasket({ table: 'demo-t3' });
    const answer = await callRobot(`restaurantId=${demoId}&tableId=${tableId}&basketId=${basketId}&lang=en`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      type: 'success',
      data: null,
      message: { code: 'robot_task_set', body: 'The dish collector is on its way to your table.' },
    });
    const german = await callRobot(`restaurantId=${demoId}&tableId=${tableId}&basketId=${basketId}&lang=de`);
    expect(german.body.message.body).toBe('Der Geschirr-Roboter ist auf dem Weg zu Ihrem Tisch.');
    const rows = await t.database.db.select().from(robotRequests).where(eq(robotRequests.restaurantId, demoId));
    expect(rows.map((row) => row.tableId)).toEqual([tableId, tableId]);
  });

  it('refuses anyone not seated at that table with its code: no basket, a table set by its number, another table (issue 25)', async () => {
    const byNumber = await seatedBasket({ tableId });
    const elsewhere = await seatedBasket({ table: 'demo-t1' });
    for (const query of [`tableId=${tableId}`, `tableId=${tableId}&basketId=${byNumber}`, `tableId=${tableId}&basketId=${elsewhere}`]) {
      const refused = await callRobot(`restaurantId=${demoId}&${query}&lang=en`);
      expect([refused.statusCode, refused.body.message.code]).toEqual([403, 'table_code_required']);
    }
    const rows = await t.database.db.select().from(robotRequests).where(eq(robotRequests.restaurantId, demoId));
    expect(rows).toHaveLength(2);
  });

  it('answers 404 table_does_not_exists for an unknown table or another restaurant’s table', async () => {
    const unknown = await callRobot(`restaurantId=${demoId}&tableId=999999&lang=en`);
    expect([unknown.statusCode, unknown.body.message.code, unknown.body.message.body]).toEqual([
      404,
      'table_does_not_exists',
      'Table does not exist.',
    ]);
    const second = await importSecondRestaurant(t);
    const [foreign] = await t.database.db
      .select()
      .from(restaurantTables)
      .where(eq(restaurantTables.restaurantId, second.restaurantId))
      .limit(1);
    const crossed = await callRobot(`restaurantId=${demoId}&tableId=${foreign!.id}&lang=de`);
    expect([crossed.statusCode, crossed.body.message.body]).toEqual([404, 'Der Tisch existiert nicht.']);
  });

  it('answers 422 for a missing or non-numeric table id and 403 for another restaurant id', async () => {
    expect((await callRobot(`restaurantId=${demoId}`)).statusCode).toBe(422);
    expect((await callRobot(`restaurantId=${demoId}&tableId=abc`)).statusCode).toBe(422);
    expect((await callRobot(`restaurantId=${demoId + 1000}&tableId=${tableId}`)).statusCode).toBe(403);
  });

  it('answers 503 robot_service_unavailable when robots are off or table service is off', async () => {
    const before = await t.database.db.select().from(robotRequests);
    await setRobot(false);
    const off = await callRobot(`restaurantId=${demoId}&tableId=${tableId}&lang=en`);
    expect([off.statusCode, off.body.type, off.body.message.code, off.body.message.body]).toEqual([
      503,
      'error',
      'robot_service_unavailable',
      'The dish collector is not available at the moment.',
    ]);
    await setRobot(true, false);
    const noTableService = await callRobot(`restaurantId=${demoId}&tableId=${tableId}&lang=de`);
    expect([noTableService.statusCode, noTableService.body.message.body]).toEqual([
      503,
      'Der Geschirr-Roboter ist momentan nicht verfügbar.',
    ]);
    expect(await t.database.db.select().from(robotRequests)).toHaveLength(before.length);
    await setRobot(true, true);
  });
});
