import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { managerRestaurants, managers } from '../../src/db/schema/manager.ts';
import { categories, products } from '../../src/db/schema/menu.ts';
import { ownerAudit, settingsRevisions } from '../../src/db/schema/owner-settings.ts';
import {
  legalPages,
  openingHours,
  paymentMethods,
  restaurantDeliveryTypes,
  restaurants,
} from '../../src/db/schema/restaurant.ts';
import { issueToken } from '../../src/modules/auth/tokens.ts';
import { createRestaurant } from '../../src/modules/onboarding/create-restaurant.ts';
import { LANGUAGES_SECTION } from '../../src/modules/onboarding/setup-checklist.ts';
import { main as restaurantCli } from '../../src/cli/restaurant.ts';
import { expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, readOutbox, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { booking } from '../reservation/support.ts';

let m: ManagerTestApp;
let restaurantId: number;
let guest: string;
let owner: string;

const deps = () => ({ db: m.t.app.deps.db, config: m.t.config, clock: m.clock.now, mailer: m.t.app.deps.mailer });
const db = () => m.t.app.deps.db;

beforeAll(async () => {
  m = await createManagerTestApp();
  const created = await createRestaurant(deps(), { slug: 'la-nuova', name: 'La Nuova', owner: 'founder@nuova.test' });
  restaurantId = created.restaurantId;
  guest = (await issueToken(m.t.config.jwtSecret, { kind: 'public', restaurantId })).access_token;
});
afterAll(() => m.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  m.t.call({ method, url, token, headers: { 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
const setup = async () =>
  (await call('GET', '/api/owner/setup', owner)).body.data as {
    status: string;
    ready: boolean;
    steps: { step: string; done: boolean; screen: string }[];
  };
const doneSteps = async () => (await setup()).steps.filter((s) => s.done).map((s) => s.step);

describe('npm run restaurant -- create', () => {
  it('makes an empty restaurant in setup and invites its owner with a one-time link, mailed too', async () => {
    const [row] = await db().select().from(restaurants).where(eq(restaurants.id, restaurantId));
    expect(row).toMatchObject({
      slug: 'la-nuova',
      name: 'La Nuova',
      status: 'setup',
      lang: 'de',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
    });
    expect(
      await db().select().from(restaurantDeliveryTypes).where(eq(restaurantDeliveryTypes.restaurantId, restaurantId)),
    ).toEqual([]);
    expect(await db().select().from(categories).where(eq(categories.restaurantId, restaurantId))).toEqual([]);
    const [founder] = await db().select().from(managers).where(eq(managers.email, 'founder@nuova.test'));
    const [link] = await db().select().from(managerRestaurants).where(eq(managerRestaurants.managerId, founder!.id));
    expect(link).toMatchObject({ restaurantId, role: 'owner' });
    const mails = await readOutbox(m, 'founder@nuova.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/r\/la-nuova\/manager\/set-password\/[\w-]+/);
    const token = /set-password\/([\w-]+)/.exec(mails[0]!.text)![1]!;
    const set = await m.t.call({
      method: 'POST',
      url: '/api/managers/set-password',
      payload: { token, password: 'a-founder-password-1' },
    });
    expect(set.statusCode).toBe(200);
  });

  it('refuses a taken slug with restaurant_slug_taken and writes nothing, not even the invitation', async () => {
    await expect(
      createRestaurant(deps(), { slug: 'la-nuova', name: 'Other', owner: 'other@nuova.test' }),
    ).rejects.toMatchObject({
      code: 'restaurant_slug_taken',
      status: 409,
    });
    expect(await db().select().from(managers).where(eq(managers.email, 'other@nuova.test'))).toEqual([]);
  });

  it('gives someone who has an account the owner role at once, without a new password', async () => {
    await signedInManager(m.t, m.kit.restaurantId, 'chef@demo.test');
    const created = await createRestaurant(deps(), {
      slug: 'chef-two',
      name: 'Chef Two',
      owner: 'chef@demo.test',
      lang: 'en',
    });
    expect(created.outcome).toBe('added');
    expect(created.link).toMatch(/\/r\/chef-two\/manager$/);
    const [person] = await db().select().from(managers).where(eq(managers.email, 'chef@demo.test'));
    const roles = await db()
      .select({ role: managerRestaurants.role })
      .from(managerRestaurants)
      .where(
        and(eq(managerRestaurants.managerId, person!.id), eq(managerRestaurants.restaurantId, created.restaurantId)),
      );
    expect(roles).toEqual([{ role: 'owner' }]);
    expect((await readOutbox(m, 'chef@demo.test')).at(-1)?.subject).toBe('You now work for Chef Two');
  });

  it('exits with 2 and a message on bad arguments, before touching any database', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: unknown) => void errors.push(String(line));
    try {
      expect(await restaurantCli(['create', '--slug', 'Bad Slug!', '--name', 'X', '--owner', 'x@y.test'])).toBe(2);
      expect(errors.join('\n')).toMatch(/--slug: must be lower-case letters, digits and dashes/);
      errors.length = 0;
      expect(await restaurantCli(['create', '--slug', 'ok-slug', '--name', 'X', '--owner', 'not-an-email'])).toBe(2);
      expect(errors.join('\n')).toMatch(/--owner/);
      expect(await restaurantCli(['remove', '--slug', 'ok-slug'])).toBe(2);
    } finally {
      console.error = original;
    }
  });
});

describe('a restaurant in setup', () => {
  it('refuses baskets and reservations with restaurant_not_live', async () => {
    expectMessage(await call('POST', '/api/basket/create', guest, {}), 403, 'restaurant_not_live', 'en');
    expectMessage(
      await call('POST', '/api/restaurant/reserve-table', guest, booking()),
      403,
      'restaurant_not_live',
      'en',
    );
  });
});

describe('the setup checklist and going live', () => {
  beforeAll(async () => {
    const answer = await m.t.call({
      method: 'POST',
      url: '/api/managers/login',
      payload: { email: 'founder@nuova.test', password: 'a-founder-password-1' },
      token: guest,
    });
    owner = answer.body.data.access_token as string;
  });

  it('starts with every step open, each linking to its screen', async () => {
    const overview = await setup();
    expect(overview).toMatchObject({ status: 'setup', ready: false });
    expect(overview.steps).toEqual([
      { step: 'brand', done: false, screen: 'brand' },
      { step: 'languages', done: false, screen: 'languages' },
      { step: 'hours', done: false, screen: 'hours' },
      { step: 'delivery', done: false, screen: 'delivery' },
      { step: 'payments', done: false, screen: 'payments' },
      { step: 'menu', done: false, screen: 'menu' },
      { step: 'legal', done: false, screen: 'content' },
    ]);
  });

  it('refuses to go live with 422 setup_incomplete naming what is missing, changing nothing', async () => {
    const refused = await call('POST', '/api/owner/setup/go-live', owner, {});
    expectMessage(refused, 422, 'setup_incomplete', 'en');
    expect(refused.body.missing).toEqual(['brand', 'languages', 'hours', 'delivery', 'payments', 'menu', 'legal']);
    expect((await setup()).status).toBe('setup');
  });

  it('ticks each step from the data as the owner sets it up', async () => {
    const theme = { primaryColor: '#2e7d32', logoShape: 'square' as const, logo: '/uploads/la-nuova/logo.webp' };
    await db()
      .update(restaurants)
      .set({ theme: { ...theme, primaryColor: '#ffeb3b' } })
      .where(eq(restaurants.id, restaurantId));
    expect(await doneSteps()).toEqual([]); // a logo on an unreadable colour is not a brand yet
    await db().update(restaurants).set({ theme }).where(eq(restaurants.id, restaurantId));
    expect(await doneSteps()).toEqual(['brand']);

    await db()
      .insert(settingsRevisions)
      .values({ restaurantId, section: LANGUAGES_SECTION, revision: 1, updatedBy: 'founder@nuova.test' });
    await db()
      .insert(restaurantDeliveryTypes)
      .values({ restaurantId, deliveryTypeId: 1, name: 'delivery', leadMinutes: 30, availableDays: 3, position: 0 });
    await db()
      .insert(openingHours)
      .values({ restaurantId, deliveryTypeId: 1, weekday: 1, openAt: '11:00', closeAt: '22:00' });
    // Delivery offered without a single zone: nobody could be delivered to.
    expect(await doneSteps()).toEqual(['brand', 'languages', 'hours']);
    await db().delete(restaurantDeliveryTypes).where(eq(restaurantDeliveryTypes.restaurantId, restaurantId));
    await db()
      .insert(restaurantDeliveryTypes)
      .values({ restaurantId, deliveryTypeId: 2, name: 'pickup', leadMinutes: 15, availableDays: 3, position: 0 });
    await db()
      .insert(paymentMethods)
      .values({ restaurantId, method: 'cash', label: 'Cash', configKeys: {}, position: 0 });
    const [category] = await db()
      .insert(categories)
      .values({ restaurantId, key: 'pizza', name: 'Pizza', position: 0 })
      .returning();
    await db()
      .insert(products)
      .values({
        restaurantId,
        categoryId: category!.id,
        key: 'margherita',
        name: 'Margherita',
        priceCents: 850,
        additionalInfoConfig: { name: false, date: false },
        position: 0,
      });
    await db().insert(legalPages).values({ restaurantId, kind: 'imprint', body: '<p>La Nuova GmbH</p>' });
    expect(await doneSteps()).toEqual(['brand', 'languages', 'hours', 'delivery', 'payments', 'menu']);
    await db().insert(legalPages).values({ restaurantId, kind: 'privacy_policy', body: '<p>We keep little.</p>' });
    expect(await setup()).toMatchObject({ ready: true, status: 'setup' });
  });

  it('goes live once every step is done: status flipped, audit row, guests may order', async () => {
    const live = await call('POST', '/api/owner/setup/go-live', owner, {});
    expect(live.statusCode).toBe(200);
    expect(live.body.data).toMatchObject({ status: 'live', ready: true });
    const audit = await db()
      .select()
      .from(ownerAudit)
      .where(and(eq(ownerAudit.restaurantId, restaurantId), eq(ownerAudit.section, 'setup')));
    expect(audit).toMatchObject([
      { action: 'go_live', by: 'founder@nuova.test', before: { status: 'setup' }, after: { status: 'live' } },
    ]);
    expect((await call('POST', '/api/basket/create', guest, {})).statusCode).toBe(200);
    expectMessage(await call('POST', '/api/owner/setup/go-live', owner, {}), 409, 'restaurant_already_live', 'en');
  });

  it('is for owners only', async () => {
    const staff = await signedInManager(m.t, restaurantId, 'shift@nuova.test', guest);
    expectMessage(await call('GET', '/api/owner/setup', staff), 403, 'owner_only', 'en');
  });
});
