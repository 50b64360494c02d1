import { readFile } from 'node:fs/promises';
import { restaurantIdOf, staffTokenOf } from '@tavola/api-client/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTypesFile, apiTypesText } from '../../src/cli/publish-api-types.ts';
import { DEMO_MANAGER_EMAIL } from '../../src/modules/manager/seed-demo-manager.ts';
import { signedInManager } from '../manager/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the client generated from the API reference (issue 30 item 1)', () => {
  it('is generated from the document this server serves: `npm run api:types` leaves it unchanged', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/docs/json', token: null })).body;
    const committed = await readFile(apiTypesFile, 'utf8');
    // A route, body or answer changed without regenerating the client fails here, not in a partner's build.
    expect(await apiTypesText(document)).toBe(committed);
  }, 60_000);

  it('fills a basket through the typed calls and reads the answers the document describes', async () => {
    const token = await t.publicToken();
    const restaurantId = restaurantIdOf(token);
    const api = t.api(token, 'de');
    const created = await api.POST('/api/basket/create', { body: { restaurantId, deliveryType: 'pickup' } });
    expect(created.response.status).toBe(200);
    const basketId = created.data!.data.id;
    const { data: found } = await api.GET('/api/restaurant/product/search', {
      params: { query: { restaurantId: String(restaurantId), query: 'Tiramisù' } },
    });
    const tiramisu = found!.data[0]!;
    const added = await api.POST('/api/basket/add', { body: { restaurantId, basketId, productId: tiramisu.id, quantity: 2 } });
    expect(added.data!.data.products).toEqual([expect.objectContaining({ id: tiramisu.id, quantity: 2 })]);
    const basket = await api.GET('/api/basket', { params: { query: { basketId } } });
    expect(basket.data!.data).toMatchObject({ id: basketId, count: 2, deliveryType: 'pickup' });
  });

  it('answers a refusal as the documented envelope, with its coded message in the asked language', async () => {
    const api = t.api(await t.publicToken(), 'de');
    const missing = await api.GET('/api/basket', { params: { query: { basketId: 'no-such-basket' } } });
    expect(missing.data).toBeUndefined();
    expect(missing.response.status).toBeGreaterThanOrEqual(400);
    expect(missing.response.status).toBeLessThan(500);
    expect(missing.error).toMatchObject({ type: 'error', message: { code: expect.any(String), body: expect.any(String) } });
  });

  it("signs staff in and calls the board's routes with the staff token", async () => {
    const manager = await signedInManager(t, restaurantIdOf(await t.publicToken()), 'typed-client@example.com');
    const board = await t.api(manager).GET('/api/managers/order', { params: { query: { per_page: 10 } } });
    expect(board.response.status).toBe(200);
    expect(board.data!.data.total).toBeGreaterThanOrEqual(0);
    await expect(staffTokenOf(t.api(await t.publicToken()), DEMO_MANAGER_EMAIL, 'not the password')).rejects.toThrow(
      /400.*credentials_do_not_match/,
    );
  });
});
