import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { restaurantImportDocuments } from '../../src/db/schema/menu-editor.ts';
import { ownerAudit } from '../../src/db/schema/owner-settings.ts';
import { restaurants } from '../../src/db/schema/restaurant.ts';
import { pageConfigOf } from '../../src/modules/storefront/page-config.ts';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';

let m: ManagerTestApp;
let owner: string;
const LOGO = `menu/${'a'.repeat(32)}.webp`;

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
});
afterAll(() => m.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  m.t.call({ method, url, token: owner, headers: { 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
const row = async () =>
  (await m.t.app.deps.db.select().from(restaurants).where(eq(restaurants.id, m.kit.restaurantId)))[0]!;
const importDocument = async () =>
  (
    await m.t.app.deps.db
      .select({ document: restaurantImportDocuments.document })
      .from(restaurantImportDocuments)
      .where(eq(restaurantImportDocuments.restaurantId, m.kit.restaurantId))
  )[0]?.document as Record<string, any>;

describe('the brand', () => {
  const brand = { name: 'Trattoria Nuova', primaryColor: '#1565C0', logoShape: 'round', logo: LOGO, mainImage: null };

  it('refuses a main colour white text cannot be read on, with its ratio, writing nothing', async () => {
    const before = await row();
    const refused = await call('PUT', '/api/owner/brand', { ...brand, primaryColor: '#ffeb3b', revision: 0 });
    expectFieldError(refused, 'primaryColor', 'colour_contrast_too_low', 'en', { ratio: 1.22 });
    expect(await row()).toMatchObject({ name: before.name, theme: before.theme });
  });

  it('saves name, logo and colour: the storefront theme, the import document and the audit log follow', async () => {
    const saved = await call('PUT', '/api/owner/brand', { ...brand, revision: 0 });
    expect(saved.statusCode).toBe(200);
    const logoUrl = `/uploads/restaurants/demo/${LOGO}`;
    expect(saved.body.data).toEqual({
      revision: 1,
      value: {
        name: 'Trattoria Nuova',
        primaryColor: '#1565c0',
        logoShape: 'round',
        logo: { image: LOGO, url: logoUrl },
        mainImage: null,
      },
    });
    expect(await row()).toMatchObject({
      name: 'Trattoria Nuova',
      theme: { primaryColor: '#1565c0', logoShape: 'round', logo: logoUrl },
    });
    expect((await importDocument()).restaurant).toMatchObject({
      name: 'Trattoria Nuova',
      theme: { primaryColor: '#1565c0', logo: LOGO },
    });
    const audit = await m.t.app.deps.db.select().from(ownerAudit).where(eq(ownerAudit.section, 'brand'));
    expect(audit).toHaveLength(1);
    expect((await call('GET', '/api/owner/brand')).body.data.revision).toBe(1);
  });

  it('refuses an image that is not an upload, and a stale revision', async () => {
    expectFieldError(
      await call('PUT', '/api/owner/brand', { ...brand, logo: '../../etc/passwd', revision: 1 }),
      'logo',
      'field_invalid',
      'en',
    );
    expectMessage(await call('PUT', '/api/owner/brand', { ...brand, revision: 0 }), 409, 'stale_revision', 'en');
  });
});

describe('languages and currency', () => {
  it('reads all four languages offered before the owner chose', async () => {
    const read = await call('GET', '/api/owner/languages');
    expect(read.body.data).toEqual({
      revision: 0,
      value: { languages: ['de', 'en', 'fr', 'ar'], lang: 'de', currency: 'EUR' },
    });
  });

  it('refuses a default language that is not offered', async () => {
    const refused = await call('PUT', '/api/owner/languages', {
      languages: ['en', 'fr'],
      lang: 'de',
      currency: 'EUR',
      revision: 0,
    });
    expectFieldError(refused, 'lang', 'field_invalid', 'en');
  });

  it('saves the offered languages, the default and the currency', async () => {
    const saved = await call('PUT', '/api/owner/languages', {
      languages: ['en', 'ar'],
      lang: 'en',
      currency: 'GBP',
      revision: 0,
    });
    expect(saved.body.data).toEqual({ revision: 1, value: { languages: ['en', 'ar'], lang: 'en', currency: 'GBP' } });
    expect(await row()).toMatchObject({ lang: 'en', currency: 'GBP', settings: { languages: ['en', 'ar'] } });
    expect((await importDocument()).restaurant).toMatchObject({
      lang: 'en',
      currency: 'GBP',
      settings: { languages: ['en', 'ar'] },
    });
  });

  it('gives the storefront page config exactly the saved languages, from the row the page is served from', async () => {
    expect(pageConfigOf(await row(), '')).toMatchObject({ lang: 'en', languages: ['en', 'ar'] });
    const saved = await call('PUT', '/api/owner/languages', { languages: ['de'], lang: 'de', currency: 'EUR', revision: 1 });
    expect(saved.statusCode).toBe(200);
    expect(pageConfigOf(await row(), '')).toMatchObject({ lang: 'de', languages: ['de'] });
  });
});
