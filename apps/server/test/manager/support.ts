import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StaffRole } from '@tavola/domain/schemas/manager';
import type { Config } from '../../src/config.ts';
import { createManagerWithPassword, inviteManager } from '../../src/modules/manager/manager-accounts.ts';
import { orderingKit, TestClock, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

export const MANAGER_PASSWORD = 'kitchen-door-42';

export interface ManagerTestApp {
  t: TestApp;
  kit: OrderingKit;
  clock: TestClock;
  outboxDir: string;
  close(): Promise<void>;
}

/** A test app on its own database copy with a movable clock, a mail outbox and the ordering kit. */
export async function createManagerTestApp(overrides: Partial<Config> = {}): Promise<ManagerTestApp> {
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'tavola-manager-outbox-'));
  const clock = new TestClock();
  const t = await createTestApp(
    { mail: { smtpUrl: null, from: 'Tavola Test <no-reply@tavola.test>', outboxDir }, ...overrides },
    { clock: clock.now },
  );
  const kit = await orderingKit(t, clock);
  return {
    t,
    kit,
    clock,
    outboxDir,
    async close() {
      await t.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/** Adds a manager (or owner) with a password to the restaurant and signs in with the restaurant's public token. */
export async function signedInManager(
  t: TestApp,
  restaurantId: number,
  email: string,
  publicToken?: string,
  role: StaffRole = 'manager',
): Promise<string> {
  await createManagerWithPassword({ db: t.database.db }, restaurantId, email, MANAGER_PASSWORD, role);
  const answer = await t.call({
    method: 'POST',
    url: '/api/managers/login',
    payload: { email, password: MANAGER_PASSWORD },
    ...(publicToken ? { token: publicToken } : {}),
  });
  if (answer.statusCode !== 200) throw new Error(`manager login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.access_token as string;
}

export { inviteManager };

/** A guest's order paid on site (cash); answers its public id. */
export async function guestOrder(kit: OrderingKit, options: Parameters<typeof checkoutBasket>[1] = {}): Promise<string> {
  const basketId = await checkoutBasket(kit, options);
  const created = await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' });
  if (created.statusCode !== 201) throw new Error(`create-order: ${JSON.stringify(created.body)}`);
  return created.body.data.orderId as string;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  lang?: string;
  replyTo?: string;
}

export async function readOutbox(app: ManagerTestApp, to?: string): Promise<OutboxMail[]> {
  await app.t.app.deps.mailer.drain();
  const names = (await readdir(app.outboxDir)).filter((n) => n.endsWith('.json')).sort();
  const mails = await Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(app.outboxDir, n), 'utf8')) as OutboxMail));
  return to ? mails.filter((m) => m.to === to) : mails;
}
