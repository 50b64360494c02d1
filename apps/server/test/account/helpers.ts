import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { baskets } from '../../src/db/schema/basket.ts';
import { orderLines, orders } from '../../src/db/schema/order.ts';
import { restaurants } from '../../src/db/schema/restaurant.ts';
import { verifyToken } from '../../src/modules/auth/tokens.ts';
import type { AppDeps } from '../../src/app.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A movable clock: services read the time from deps.clock, so tests travel instead of sleeping. */
export class TestClock {
  constructor(private current = new Date()) {}
  now = () => new Date(this.current);
  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export interface AccountTestApp extends TestApp {
  clock: TestClock;
  outboxDir: string;
}

/** A test app with its own mail outbox directory and a movable clock. */
export async function createAccountTestApp(
  deps: Partial<Omit<AppDeps, 'config' | 'database' | 'db'>> = {},
  mail: { smtpUrl?: string | null } = {},
): Promise<AccountTestApp> {
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'tavola-outbox-'));
  const clock = new TestClock();
  const t = await createTestApp(
    { mail: { smtpUrl: mail.smtpUrl ?? null, from: 'Tavola Test <no-reply@tavola.test>', outboxDir } },
    { clock: clock.now, ...deps },
  );
  // The demo restaurant's public client as stored, so these tests hold whatever secret the demo file sets.
  const [demo] = await t.database.db
    .select({ id: restaurants.publicClientId, secret: restaurants.publicClientSecret })
    .from(restaurants)
    .where(eq(restaurants.slug, 'demo'));
  if (!demo) throw new Error('the demo restaurant is missing from the test database');
  await t.publicToken(demo.id, demo.secret);
  const close = t.close;
  return Object.assign(t, {
    clock,
    outboxDir,
    async close() {
      await close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  });
}

export const uniqueEmail = (label = 'guest') => `${label}-${randomBytes(5).toString('hex')}@example.com`;

export const STRONG_PASSWORD = 'correct horse battery';

export function signUpFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Ada Lovelace',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    mobile: '+4915112345678',
    postal_code: '10115',
    birth_date: '1990-12-10',
    ...overrides,
  };
}

/** A fresh client address (10.0.0.0/8), so per-IP sign-up limits only apply where a test wants them. */
export const randomIp = () => `10.${randomBytes(3).join('.')}`;

/** Signs up through the API with the spec's query parameters and checks the common answer. */
export async function signUp(t: TestApp, overrides: Record<string, string> = {}, ip = randomIp()) {
  const fields = signUpFields(overrides);
  const response = await t.call({ method: 'POST', url: '/api/auth/signup', query: fields, remoteAddress: ip });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return { ...fields, email: fields.email!, password: fields.password! };
}

export async function logIn(t: TestApp, email: string, password: string, ip = '203.0.113.1') {
  return t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
}

/** Signs up and logs in; returns the private token and the credentials. */
export async function signUpAndLogIn(t: TestApp, overrides: Record<string, string> = {}, ip = '203.0.113.1') {
  const fields = await signUp(t, overrides);
  const response = await logIn(t, fields.email, fields.password, ip);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return { ...fields, token: response.body.access_token as string };
}

export interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  lang?: string;
}

/** The mails the app wrote to its outbox, oldest first (after background deliveries finished). */
export async function readOutbox(t: AccountTestApp, to?: string): Promise<OutboxMail[]> {
  await t.app.deps.mailer.drain();
  const names = (await readdir(t.outboxDir)).filter((n) => n.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(t.outboxDir, n), 'utf8')) as OutboxMail),
  );
  return to ? mails.filter((m) => m.to === to) : mails;
}

/** The reset token from the link in the newest reset mail to this address. */
export async function resetTokenFromMail(t: AccountTestApp, to: string): Promise<string> {
  const mails = (await readOutbox(t, to)).filter((m) => m.text.includes('/resetpass/'));
  const last = mails.at(-1);
  if (!last) throw new Error(`no reset mail to ${to}`);
  const match = /\/resetpass\/([A-Za-z0-9_-]+)/.exec(last.text);
  if (!match) throw new Error('reset mail without link');
  return match[1]!;
}

/** The name of the restaurant the test app's public token belongs to (mail subjects name it). */
export async function demoRestaurantName(t: TestApp): Promise<string> {
  const { restaurantId } = (await verifyToken(t.config.jwtSecret, await t.publicToken()))!;
  const [row] = await t.database.db
    .select({ name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row!.name;
}

let orderNumber = 90_000;

/**
 * An order of the token's customer as create-order leaves it, written directly: the account tests
 * are about what the account module does with existing orders, not about ordering.
 */
export async function placeOrder(t: TestApp, token: string, createdAt = new Date()) {
  const claims = (await verifyToken(t.config.jwtSecret, token))!;
  const userDetails = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    mobile: '+4915112345678',
    address: 'Torstraße',
    house_number: '12',
  };
  const [basket] = await t.database.db
    .insert(baskets)
    .values({
      publicId: randomBytes(18).toString('base64url'),
      restaurantId: claims.restaurantId,
      customerId: claims.userId,
      userInfo: userDetails,
      postalCode: '10119',
      orderedAt: createdAt,
    })
    .returning();
  const [order] = await t.database.db
    .insert(orders)
    .values({
      publicId: randomBytes(18).toString('base64url'),
      restaurantId: claims.restaurantId,
      number: ++orderNumber,
      basketId: basket!.id,
      customerId: claims.userId,
      deliveryTypeId: 1,
      postalCode: '10119',
      userDetails,
      paymentType: 'cash',
      isOnlinePayment: false,
      subtotalCents: 2350,
      depotCents: 0,
      discountCents: 0,
      shippingCents: 250,
      tipCents: 0,
      totalCents: 2600,
      currency: 'EUR',
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await t.database.db.insert(orderLines).values({
    restaurantId: claims.restaurantId,
    orderId: order!.id,
    name: 'Pizza Margherita',
    quantity: 2,
    unitCents: 1175,
    depotUnitCents: 0,
    totalCents: 2350,
    isPackage: false,
    attributeItems: [],
    packageItems: [],
    extraInfo: { comment: 'Ring at Lovelace' },
    position: 0,
  });
  return { order: order!, basket: basket! };
}
