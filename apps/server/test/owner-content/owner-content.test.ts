import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { restaurantImportDocuments } from '../../src/db/schema/menu-editor.ts';
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

const legal = (revision: number, pages: Record<string, unknown>, token = owner) =>
  m.t.call({
    method: 'PUT',
    url: '/api/owner/content/legal',
    token,
    payload: { revision, aboutUs: '', privacyPolicy: '', imprint: '', termsAndConditions: '', ...pages },
  });
const importDocument = async () =>
  (
    await m.t.app.deps.db
      .select({ document: restaurantImportDocuments.document })
      .from(restaurantImportDocuments)
      .where(eq(restaurantImportDocuments.restaurantId, m.kit.restaurantId))
  )[0]?.document;

describe('legal pages', () => {
  it('saves cleaned HTML: a guest sees the new imprint at once, the export carries it, the audit names the owner', async () => {
    const read = await m.t.call({ method: 'GET', url: '/api/owner/content/legal', token: owner });
    expect(read.statusCode).toBe(200);
    const { revision } = read.body.data;

    const saved = await legal(revision, {
      imprint: '<p>Trattoria Test GmbH<script>alert(1)</script><img src=x onerror=alert(2)></p>',
      privacyPolicy: '<p>We keep <a href="javascript:alert(3)">nothing</a>.</p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.revision).toBe(revision + 1);
    expect(saved.body.data.value.imprint).toBe('<p>Trattoria Test GmbH</p>');
    expect(saved.body.data.value.privacyPolicy).not.toContain('javascript');

    const guest = await m.t.call({ method: 'GET', url: '/api/restaurant/imprint' });
    expect(guest.body.data.imprint).toBe('<p>Trattoria Test GmbH</p>');
    expect(guest.body.data.about_us).toBeNull();
    // The header links only the texts that have content, from the restaurant's info (blank ones are none).
    const info = await m.t.call({ method: 'GET', url: `/api/restaurant/restaurant-by-id?restaurantId=${m.kit.restaurantId}` });
    expect(info.body.data.legal_texts).toEqual(['privacy_policy', 'imprint']);

    expect((await importDocument())?.legal).toEqual({
      imprint: '<p>Trattoria Test GmbH</p>',
      privacyPolicy: saved.body.data.value.privacyPolicy,
    });
    const audit = await m.t.call({ method: 'GET', url: '/api/owner/audit?section=legal', token: owner });
    expect(audit.body.data[0]).toMatchObject({ by: 'owner@demo.test', section: 'legal', action: 'update' });
    expect(audit.body.data[0].after.imprint).toBe('<p>Trattoria Test GmbH</p>');
  });

  it('refuses a stale revision with 409 and writes nothing', async () => {
    const { revision } = (await m.t.call({ method: 'GET', url: '/api/owner/content/legal', token: owner })).body.data;
    const stale = await legal(revision - 1, { imprint: '<p>Too late</p>' });
    expect(stale.statusCode).toBe(409);
    expect(JSON.stringify(stale.body)).toContain('stale_revision');
    const guest = await m.t.call({ method: 'GET', url: '/api/restaurant/imprint' });
    expect(guest.body.data.imprint).toBe('<p>Trattoria Test GmbH</p>');
  });

  it('answers bad input with 422 on the field, and other staff with 403', async () => {
    const { revision } = (await m.t.call({ method: 'GET', url: '/api/owner/content/legal', token: owner })).body.data;
    const tooLong = await legal(revision, { imprint: 'x'.repeat(100_001) });
    expect(tooLong.statusCode).toBe(422);
    expect(JSON.stringify(tooLong.body)).toContain('imprint');
    const unknown = await legal(revision, { impressum: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect((await legal(revision, { imprint: '<p>Staff</p>' }, manager)).statusCode).toBe(403);
    expect((await m.t.call({ method: 'GET', url: '/api/owner/content/legal', token: manager })).statusCode).toBe(403);
  });
});

describe('announcement and closed message', () => {
  it('saves them into the restaurant settings the storefront reads, cleaned, and into the export', async () => {
    const read = await m.t.call({ method: 'GET', url: '/api/owner/content/announcement', token: owner });
    expect(read.statusCode).toBe(200);
    const saved = await m.t.call({
      method: 'PUT',
      url: '/api/owner/content/announcement',
      token: owner,
      payload: {
        revision: read.body.data.revision,
        hasAnnouncement: true,
        announcement: '<b>Closed on Monday</b><script>x()</script>',
        announcementBeforeCheckout: false,
        closeMessage: 'Back tomorrow',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.value.announcement).toBe('<b>Closed on Monday</b>');
    const info = await m.t.call({ method: 'GET', url: `/api/restaurant/restaurant-by-id?restaurantId=${m.kit.restaurantId}` });
    const data = info.body.data;
    expect(data.has_announcement).toBe(true);
    expect(data.announcement).toBe('<b>Closed on Monday</b>');
    const settings = ((await importDocument())?.restaurant as { settings: Record<string, unknown> }).settings;
    expect(settings).toMatchObject({ hasAnnouncement: true, announcement: '<b>Closed on Monday</b>', closeMessage: 'Back tomorrow' });
  });
});

describe('information pages', () => {
  const put = (revision: number, pages: unknown[], token = owner) =>
    m.t.call({ method: 'PUT', url: '/api/owner/content/information-pages', token, payload: { revision, pages } });

  it('saves the pages as a whole in the owner order, cleaned; guests and the export follow', async () => {
    const read = await m.t.call({ method: 'GET', url: '/api/owner/content/information-pages', token: owner });
    expect(read.statusCode).toBe(200);
    const saved = await put(read.body.data.revision, [
      { key: 'allergens', title: 'Allergens', body: '<p>Ask us.</p><iframe src="x"></iframe>', priority: null },
      { key: 'parking', title: 'Parking', body: 'Behind the house.', priority: 2 },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.value.pages.map((p: { key: string }) => p.key)).toEqual(['allergens', 'parking']);
    expect(saved.body.data.value.pages[0].body).toBe('<p>Ask us.</p>');
    const guest = await m.t.call({ method: 'GET', url: '/api/restaurant/informationPages' });
    expect(guest.body.data.map((p: { title: string }) => p.title).sort()).toEqual(['Allergens', 'Parking']);
    expect((await importDocument())?.informationPages).toEqual([
      { key: 'allergens', title: 'Allergens', body: '<p>Ask us.</p>' },
      { key: 'parking', title: 'Parking', body: 'Behind the house.', priority: 2 },
    ]);
  });

  it('refuses two pages with one key (422 on the second) and writes nothing', async () => {
    const { revision } = (await m.t.call({ method: 'GET', url: '/api/owner/content/information-pages', token: owner })).body.data;
    const twice = await put(revision, [
      { key: 'same', title: 'One', body: '', priority: null },
      { key: 'same', title: 'Two', body: '', priority: null },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(JSON.stringify(twice.body)).toContain('pages.1.key');
    const after = (await m.t.call({ method: 'GET', url: '/api/owner/content/information-pages', token: owner })).body.data;
    expect(after.revision).toBe(revision);
    expect(after.value.pages.map((p: { key: string }) => p.key)).toEqual(['allergens', 'parking']);
    expect((await put(revision, [], manager)).statusCode).toBe(403);
  });
});
