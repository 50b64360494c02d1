import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { inviteManager } from '../../src/modules/manager/manager-accounts.ts';
import { listManagersOfRestaurant } from '../../src/modules/manager/manager-repo.ts';
import { seedDemoManager, DEMO_MANAGER_EMAIL } from '../../src/modules/manager/seed-demo-manager.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from './support.ts';

let m: ManagerTestApp;
beforeAll(async () => {
  m = await createManagerTestApp();
});
afterAll(() => m.close());

const roleOf = async (restaurantId: number, email: string) =>
  (await listManagersOfRestaurant(m.t.database.db, restaurantId)).find((row) => row.email === email)?.role;

describe('staff roles (decision 080)', () => {
  it('tells the board whether the signed-in person owns the restaurant or manages it', async () => {
    const owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
    const manager = await signedInManager(m.t, m.kit.restaurantId, 'shift@demo.test');
    const asOwner = await m.t.call({ method: 'GET', url: '/api/managers/restaurant', token: owner });
    const asManager = await m.t.call({ method: 'GET', url: '/api/managers/restaurant', token: manager });
    expect(asOwner.body.data.manager).toEqual({ email: 'owner@demo.test', role: 'owner' });
    expect(asManager.body.data.manager).toEqual({ email: 'shift@demo.test', role: 'manager' });
  });

  it('seeds the demo person as the demo restaurant’s owner', async () => {
    await seedDemoManager(m.t.database.db, 'demo-owner-password');
    expect(await roleOf(m.kit.restaurantId, DEMO_MANAGER_EMAIL)).toBe('owner');
  });

  it('lets one person own one restaurant and only manage another; an invitation without a role keeps the role', async () => {
    const second = await importSecondRestaurant(m.t);
    const deps = { db: m.t.database.db, config: m.t.config, clock: () => new Date() };
    await inviteManager(deps, { id: m.kit.restaurantId, slug: 'demo' }, 'both@demo.test', 'owner');
    await inviteManager(deps, { id: second.restaurantId, slug: 'second' }, 'both@demo.test');
    expect(await roleOf(m.kit.restaurantId, 'both@demo.test')).toBe('owner');
    expect(await roleOf(second.restaurantId, 'both@demo.test')).toBe('manager');
    // A new link for the same person (a lost e-mail) does not demote them.
    await inviteManager(deps, { id: m.kit.restaurantId, slug: 'demo' }, 'both@demo.test');
    expect(await roleOf(m.kit.restaurantId, 'both@demo.test')).toBe('owner');
    await inviteManager(deps, { id: m.kit.restaurantId, slug: 'demo' }, 'both@demo.test', 'manager');
    expect(await roleOf(m.kit.restaurantId, 'both@demo.test')).toBe('manager');
  });
});
