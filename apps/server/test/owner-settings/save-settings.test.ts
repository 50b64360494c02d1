import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { restaurantImportDocuments } from '../../src/db/schema/menu-editor.ts';
import { restaurants } from '../../src/db/schema/restaurant.ts';
import { saveSettings } from '../../src/modules/owner-settings/save-settings.ts';
import { readRevisions } from '../../src/modules/owner-settings/owner-settings-repo.ts';
import { expectMessage } from '../basket/support/expect-message.ts';
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

const editor = () => ({ restaurantId: m.kit.restaurantId, managerId: 1, email: 'owner@demo.test' });
const deps = () => ({ db: m.t.app.deps.db, restaurantChanges: m.t.app.deps.restaurantChanges });
const restaurantName = async () =>
  (await m.t.app.deps.db.select({ name: restaurants.name }).from(restaurants).where(eq(restaurants.id, m.kit.restaurantId)))[0]?.name;

/** Renames the restaurant as a settings section would: the test's stand-in for a real section's write. */
const rename = (name: string, revision: number) =>
  saveSettings(deps(), editor(), {
    section: 'test-name',
    revision,
    write: async (tx) => {
      const [before] = await tx.select({ name: restaurants.name }).from(restaurants).where(eq(restaurants.id, m.kit.restaurantId));
      await tx.update(restaurants).set({ name }).where(eq(restaurants.id, m.kit.restaurantId));
      return { before: before?.name, after: name, result: name };
    },
    importDocument: (document) => ({ ...document, testName: name }),
  });

describe('saving a settings section', () => {
  it('bumps the revision, keeps the import document in step and logs who changed what', async () => {
    const original = await restaurantName();
    expect((await rename('Trattoria Nuova', 0)).revision).toBe(1);
    expect((await rename('Trattoria Vecchia', 1)).revision).toBe(2);
    expect(await restaurantName()).toBe('Trattoria Vecchia');
    expect((await readRevisions(m.t.app.deps.db, m.kit.restaurantId))['test-name']).toBe(2);
    const [document] = await m.t.app.deps.db
      .select({ document: restaurantImportDocuments.document })
      .from(restaurantImportDocuments)
      .where(eq(restaurantImportDocuments.restaurantId, m.kit.restaurantId));
    expect(document?.document.testName).toBe('Trattoria Vecchia');

    const audit = await m.t.call({ method: 'GET', url: '/api/owner/audit?section=test-name', token: owner });
    expect(audit.statusCode).toBe(200);
    expect(audit.body.data.map((e: { before: unknown; after: unknown; by: string }) => [e.before, e.after, e.by])).toEqual([
      ['Trattoria Nuova', 'Trattoria Vecchia', 'owner@demo.test'],
      [original, 'Trattoria Nuova', 'owner@demo.test'],
    ]);
  });

  it('refuses a save on an old revision with 409 stale_revision and the current revision, writing nothing', async () => {
    const revision = (await readRevisions(m.t.app.deps.db, m.kit.restaurantId))['test-name'] ?? 0;
    const before = await restaurantName();
    await expect(rename('Too Late', revision - 1)).rejects.toMatchObject({ code: 'stale_revision', status: 409, extra: { revision } });
    expect(await restaurantName()).toBe(before);
    expect((await readRevisions(m.t.app.deps.db, m.kit.restaurantId))['test-name']).toBe(revision);
  });

  it('writes nothing when the section write fails half-way', async () => {
    const revision = (await readRevisions(m.t.app.deps.db, m.kit.restaurantId))['test-name'] ?? 0;
    const before = await restaurantName();
    const failing = saveSettings(deps(), editor(), {
      section: 'test-name',
      revision,
      write: async (tx) => {
        await tx.update(restaurants).set({ name: 'Half Saved' }).where(eq(restaurants.id, m.kit.restaurantId));
        await tx.execute(sql`select 1/0`);
        return { before: null, after: null, result: null };
      },
    });
    await expect(failing).rejects.toThrow();
    expect(await restaurantName()).toBe(before);
    expect((await readRevisions(m.t.app.deps.db, m.kit.restaurantId))['test-name']).toBe(revision);
  });

  it('lets two saves on the same revision race: one lands, the other is stale', async () => {
    const revision = (await readRevisions(m.t.app.deps.db, m.kit.restaurantId))['test-name'] ?? 0;
    const results = await Promise.allSettled([rename('Anna', revision), rename('Ben', revision)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('shows the audit log to owners only', async () => {
    expectMessage(await m.t.call({ method: 'GET', url: '/api/owner/audit', token: manager, headers: { 'accept-language': 'de' } }), 403, 'owner_only', 'de');
    expect((await m.t.call({ method: 'GET', url: '/api/owner/audit', token: null })).statusCode).toBe(401);
  });
});
