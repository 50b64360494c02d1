import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliAddStaff, cliOperator, cliRemoveStaff } from '../../src/modules/staff/cli-staff-change.ts';
import { findManagerByEmail } from '../../src/modules/manager/manager-repo.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';

let m: ManagerTestApp;
let owner: string;

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@cli.test', undefined, 'owner');
});
afterAll(() => m.close());

const staffScreen = async () => {
  const answer = await m.t.call({
    method: 'GET',
    url: '/api/owner/staff',
    token: owner,
    headers: { 'accept-language': 'en' },
  });
  expect(answer.statusCode).toBe(200);
  return answer.body.data as {
    revision: number;
    audit: { by: string; action: string; email: string; roleBefore: string | null; roleAfter: string | null }[];
  };
};

describe('npm run manager writes the staff audit like the staff screen', () => {
  it('names the operator as cli:<login>', () => {
    expect(cliOperator({ USER: 'anna' })).toBe('cli:anna');
    expect(cliOperator({ USER: 'root', SUDO_USER: 'anna' })).toBe('cli:anna');
  });

  it('logs add, a role change and remove, bumping the staff revision each time', async () => {
    const deps = { db: m.t.database.db, config: m.t.config, clock: m.clock.now };
    const restaurant = { id: m.kit.restaurantId, slug: 'demo' };
    const start = (await staffScreen()).revision;

    const { link } = await cliAddStaff(deps, restaurant, 'Cook@CLI.test', 'kitchen', 'cli:anna');
    expect(link).toContain('/manager');
    await cliAddStaff(deps, restaurant, 'cook@cli.test', 'manager', 'cli:anna');
    const person = await findManagerByEmail(m.t.database.db, 'cook@cli.test');
    await cliRemoveStaff(m.t.database.db, restaurant.id, person!, 'cli:anna');
    // Someone no longer there: nothing changes, nothing is logged.
    await cliRemoveStaff(m.t.database.db, restaurant.id, { id: person!.id, email: 'cook@cli.test' }, 'cli:anna');

    const screen = await staffScreen();
    expect(screen.revision).toBe(start + 3);
    const cli = screen.audit.filter((entry) => entry.email === 'cook@cli.test');
    expect(cli.map(({ by, action, roleBefore, roleAfter }) => ({ by, action, roleBefore, roleAfter }))).toEqual([
      { by: 'cli:anna', action: 'removed', roleBefore: 'manager', roleAfter: null },
      { by: 'cli:anna', action: 'role_changed', roleBefore: 'kitchen', roleAfter: 'manager' },
      { by: 'cli:anna', action: 'invited', roleBefore: null, roleAfter: 'kitchen' },
    ]);
  });
});
