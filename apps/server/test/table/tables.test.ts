import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesQrSheet, tableUrl } from '../../src/modules/table/table-qr.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { signedInManager } from '../manager/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET api/restaurant/tables', () => {
  it("answers the restaurant's tables with seats, area and whether they can be reserved, never the pay-at-table code", async () => {
    const answer = await t.call({ method: 'GET', url: '/api/restaurant/tables' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toHaveLength(9);
    expect(answer.body.data[0]).toEqual({ id: expect.any(Number), name: 'Tisch 1', capacity: 2, area: 'Gastraum', reservable: true });
    expect(answer.body.data.at(-1)).toMatchObject({ name: 'Terrasse 2', area: 'Terrasse', reservable: false });
    expect(JSON.stringify(answer.body)).not.toContain('demo-t1');
  });

  it("answers another restaurant's token with its own tables only", async () => {
    const second = await importSecondRestaurant(t);
    const answer = await t.call({ method: 'GET', url: '/api/restaurant/tables', token: second.token });
    const ids = answer.body.data.map((table: { id: number }) => table.id);
    const ours = (await t.call({ method: 'GET', url: '/api/restaurant/tables' })).body.data.map((table: { id: number }) => table.id);
    expect(ids.some((id: number) => ours.includes(id))).toBe(false);
  });
});

describe('table QR codes', () => {
  it('open the menu with the table for the manager, as SVG codes', async () => {
    const token = await signedInManager(t, 1, 'host@demo.test');
    const answer = await t.call({ method: 'GET', url: '/api/managers/tables', token });
    expect(answer.statusCode).toBe(200);
    const [first] = answer.body.data;
    // The link carries the table's code (issue 25): its number alone gives no table rights.
    expect(first.url).toBe(`${t.config.publicUrl}/r/demo/menu?table=demo-t1&qrcode=1`);
    for (const table of answer.body.data as { url: string }[]) expect(new URL(table.url).searchParams.get('table')).toMatch(/^.{7,}$/);
    expect(first.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await t.call({ method: 'GET', url: '/api/managers/tables' })).statusCode).toBe(403);
  });

  it('make a printable sheet with every table, its name and its area', async () => {
    const tables = [
      { id: 1, name: 'Tisch <1>', capacity: 2, area: 'Gastraum', reservable: true },
      { id: 2, name: 'Terrasse 1', capacity: 4, area: null, reservable: false },
    ];
    const sheet = await tablesQrSheet('Trattoria & Co', tables.map((table) => ({ table, url: tableUrl('https://shop.example', 'demo', `code-${table.id}`) })));
    expect(sheet).toContain('width="210mm"');
    expect(sheet).toContain('Trattoria &amp; Co');
    expect(sheet).toContain('Tisch &lt;1&gt;');
    expect(sheet.match(/<path d="M/g)).toHaveLength(2);
  });
});
