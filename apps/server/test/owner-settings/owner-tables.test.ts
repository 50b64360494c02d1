import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { restaurantTables } from '../../src/db/schema/restaurant.ts';
import { exportRestaurant } from '../../src/modules/menu-editor/export-restaurant.ts';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';

let m: ManagerTestApp;
let owner: string;
let manager: string;

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  manager = await signedInManager(m.t, m.kit.restaurantId, 'shift@demo.test');
});
afterAll(() => m.close());

type Section = { revision: number; value: { tables: { key: string; name: string; capacity: number; area?: string; reservable: boolean }[]; reservationTable: boolean; reservations: Record<string, unknown> } };

const read = async (): Promise<Section> => (await m.t.call({ method: 'GET', url: '/api/owner/tables', token: owner })).body.data;
const save = (body: object, token = owner, lang = 'en') =>
  m.t.call({ method: 'PUT', url: '/api/owner/tables', token, headers: { 'accept-language': lang }, payload: body });
const codeOf = async (key: string) =>
  (
    await m.t.app.deps.db
      .select({ code: restaurantTables.qrCode, archivedAt: restaurantTables.archivedAt })
      .from(restaurantTables)
      .where(and(eq(restaurantTables.restaurantId, m.kit.restaurantId), eq(restaurantTables.key, key)))
  )[0];

describe('the owner edits the tables', () => {
  it('renames, adds and removes tables keeping printed QR codes, and the export carries them', async () => {
    const section = await read();
    expect(section.value.tables.map((table) => table.key)).toContain('table-1');
    const codeBefore = (await codeOf('table-1'))?.code;
    const tables = section.value.tables
      .filter((table) => table.key !== 'table-7')
      .map((table) => (table.key === 'table-1' ? { ...table, name: 'Fensterplatz', capacity: 3 } : table));
    tables.push({ key: 'garden-1', name: 'Garten 1', capacity: 6, area: 'Garten', reservable: true });
    const answer = await save({ ...section.value, tables, revision: section.revision });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.revision).toBe(section.revision + 1);
    expect(answer.body.data.value.tables.find((t: { key: string }) => t.key === 'table-1')).toMatchObject({ name: 'Fensterplatz', capacity: 3 });

    expect((await codeOf('table-1'))?.code).toBe(codeBefore);
    expect((await codeOf('garden-1'))?.code).toMatch(/^[0-9a-f]{32}$/);
    expect((await codeOf('table-7'))?.archivedAt).not.toBeNull();
    const guestTables = (await m.t.call({ method: 'GET', url: '/api/restaurant/tables' })).body.data.map((t: { name: string }) => t.name);
    expect(guestTables).toContain('Fensterplatz');
    expect(guestTables).toContain('Garten 1');
    expect(guestTables).not.toContain('Tisch 7');

    const file = await exportRestaurant(m.t.app.deps.db, m.kit.restaurantId);
    const exported = (file.tables ?? []).find((table) => table.key === 'table-1');
    expect(exported).toMatchObject({ name: 'Fensterplatz', qrCode: codeBefore });
    expect((file.tables ?? []).map((table) => table.key)).not.toContain('table-7');
  });

  it('saves the reservation rules guests book by', async () => {
    const section = await read();
    const reservations = { ...section.value.reservations, maxPartySize: 12, stepMinutes: 15 };
    const answer = await save({ ...section.value, reservationTable: true, reservations, revision: section.revision });
    expect(answer.statusCode).toBe(200);
    expect((await read()).value).toMatchObject({ reservationTable: true, reservations: { maxPartySize: 12, stepMinutes: 15 } });
    const file = await exportRestaurant(m.t.app.deps.db, m.kit.restaurantId);
    expect(file.settings).toMatchObject({ reservationTable: true, reservations: { maxPartySize: 12 } });
  });

  it('refuses two tables of one name, a table without seats and an old revision, writing nothing', async () => {
    const section = await read();
    const [first, second, ...rest] = section.value.tables;
    const twins = [first, { ...second!, name: ` ${first!.name.toUpperCase()} ` }, ...rest];
    expectFieldError(await save({ ...section.value, tables: twins, revision: section.revision }, owner, 'de'), 'tables.1.name', 'table_name_taken', 'de');
    const seatless = [{ ...first!, capacity: 0 }, second, ...rest];
    expect((await save({ ...section.value, tables: seatless, revision: section.revision })).statusCode).toBe(422);

    const stale = await save({ ...section.value, tables: rest, revision: section.revision - 1 }, owner, 'fr');
    expectMessage(stale, 409, 'stale_revision', 'fr');
    expect(stale.body.revision).toBe(section.revision);
    expect((await read()).value.tables).toEqual(section.value.tables);
  });

  it('lets only owners in, and keeps who changed what in the audit log', async () => {
    const section = await read();
    expectMessage(await save({ ...section.value, revision: section.revision }, manager, 'de'), 403, 'owner_only', 'de');
    expect((await m.t.call({ method: 'GET', url: '/api/owner/tables', token: null })).statusCode).toBe(401);
    const audit = (await m.t.call({ method: 'GET', url: '/api/owner/audit?section=tables', token: owner })).body.data;
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit[0]).toMatchObject({ by: 'owner@demo.test', section: 'tables', action: 'update' });
  });
});
