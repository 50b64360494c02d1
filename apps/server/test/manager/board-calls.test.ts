import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantTables } from '../../src/db/schema/restaurant.ts';
import { robotRequests } from '../../src/db/schema/robot.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from './support.ts';

let m: ManagerTestApp;
let chef: string;
let waiter: string;
let tableId: number;
beforeAll(async () => {
  m = await createManagerTestApp();
  chef = await signedInManager(m.t, m.kit.restaurantId, 'chef@demo.test');
  waiter = await signedInManager(m.t, m.kit.restaurantId, 'waiter@demo.test', undefined, 'kitchen');
  const [table] = await m.t.database.db
    .select({ id: restaurantTables.id })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, m.kit.restaurantId), eq(restaurantTables.key, 'table-3')));
  tableId = table!.id;
});
afterAll(() => m.close());

const list = async (token: string) => (await m.t.call({ method: 'GET', url: '/api/managers/calls', token })).body.data as Record<string, unknown>[];
const done = (token: string, id: number, lang = 'en') => m.t.call({ method: 'POST', url: `/api/managers/calls/done?lang=${lang}`, token, payload: { id } });
const call = async (restaurantId: number, table: number, at: Date) =>
  (await m.t.database.db.insert(robotRequests).values({ restaurantId, tableId: table, createdAt: at }).returning())[0]!.id;

describe('dish-collector calls on the board (issue 27)', () => {
  it('are listed with table and time, stay until done, and keep who closed them and when', async () => {
    const now = m.clock.now();
    const id = await call(m.kit.restaurantId, tableId, new Date(now.getTime() - 5 * 60_000));
    expect(await list(chef)).toEqual([{ id, tableName: 'Tisch 3', calledAt: new Date(now.getTime() - 5 * 60_000).toISOString(), doneAt: null, doneBy: null }]);

    const closed = await done(waiter, id);
    expectMessage(closed, 200, 'call_done', 'en');
    expect(closed.body.data).toMatchObject({ id, doneAt: now.toISOString(), doneBy: 'waiter@demo.test' });
    // A colleague tapping the same call later does not take it over.
    m.clock.set(new Date(now.getTime() + 60_000));
    expect((await done(chef, id, 'de')).body.data).toMatchObject({ doneAt: now.toISOString(), doneBy: 'waiter@demo.test' });
    expect((await list(chef))[0]).toMatchObject({ id, doneBy: 'waiter@demo.test' });
    m.clock.set(now);
  });

  it('drop a closed call after the evening but keep an open one, however old', async () => {
    const now = m.clock.now();
    const old = await call(m.kit.restaurantId, tableId, new Date(now.getTime() - 20 * 3_600_000));
    const oldDone = await call(m.kit.restaurantId, tableId, new Date(now.getTime() - 21 * 3_600_000));
    await m.t.database.db.update(robotRequests).set({ doneAt: new Date(now.getTime() - 20 * 3_600_000) }).where(eq(robotRequests.id, oldDone));
    const ids = (await list(chef)).map((row) => row.id);
    expect(ids).toContain(old);
    expect(ids).not.toContain(oldDone);
  });

  it('reach the board stream when closed, from any process (the database notifies)', async () => {
    const payloads: string[] = [];
    const unlisten = await m.t.database.listen('manager_board', (payload) => payloads.push(payload));
    const id = await call(m.kit.restaurantId, tableId, m.clock.now());
    await done(chef, id);
    await expect.poll(() => payloads.map((payload) => JSON.parse(payload).kind)).toEqual(['robot', 'call_done']);
    expect(JSON.parse(payloads[0]!)).toMatchObject({ restaurantId: m.kit.restaurantId, tableName: 'Tisch 3' });
    await unlisten();
  });

  it('answer 404 for an unknown call or another restaurant’s, and refuse guests', async () => {
    expectMessage(await done(chef, 999_999), 404, 'call_does_not_exists', 'en');
    const second = await importSecondRestaurant(m.t);
    const [theirTable] = await m.t.database.db.select({ id: restaurantTables.id }).from(restaurantTables).where(eq(restaurantTables.restaurantId, second.restaurantId)).limit(1);
    const theirs = await call(second.restaurantId, theirTable!.id, m.clock.now());
    expectMessage(await done(chef, theirs, 'de'), 404, 'call_does_not_exists', 'de');
    expect((await list(chef)).map((row) => row.id)).not.toContain(theirs);
    const [row] = await m.t.database.db.select().from(robotRequests).where(eq(robotRequests.id, theirs));
    expect(row!.doneAt).toBeNull();
    // Without a manager's token (here: none at all) the list stays closed.
    expect([401, 403]).toContain((await m.t.call({ method: 'GET', url: '/api/managers/calls' })).statusCode);
  });
});
