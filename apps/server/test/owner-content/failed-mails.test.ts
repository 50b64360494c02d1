import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';

let m: ManagerTestApp;
let owner: string;
let manager: string;
let ours: number;
let platforms: number;

const FAILED_AT = new Date(Date.UTC(2026, 5, 1, 12));

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  manager = await signedInManager(m.t, m.kit.restaurantId, 'shift@demo.test');
  const { db } = m.t.app.deps;
  const mail = (to: string) => ({ to, subject: 'Your table is booked', text: 'See you', lang: 'en' });
  const [row] = await db
    .insert(mailOutbox)
    .values({ restaurantId: m.kit.restaurantId, kind: 'mail', mail: mail('ada@example.org'), attempts: 8, lastError: '550 mailbox unavailable', failedAt: FAILED_AT })
    .returning({ id: mailOutbox.id });
  // A mail of nobody's restaurant (the platform's): never on a restaurant's list.
  const [other] = await db
    .insert(mailOutbox)
    .values({ restaurantId: null, kind: 'mail', mail: mail('ops@example.org'), attempts: 8, lastError: 'refused', failedAt: FAILED_AT })
    .returning({ id: mailOutbox.id });
  ours = row!.id;
  platforms = other!.id;
});
afterAll(() => m.close());

describe("the owner's undelivered mails", () => {
  it('lists the restaurant’s given-up mails with their last error, and sends one again', async () => {
    const list = await m.t.call({ method: 'GET', url: '/api/owner/inbox/failed-mails', token: owner });
    expect(list.statusCode).toBe(200);
    expect(list.body.data).toEqual([
      { id: ours, kind: 'mail', to: 'ada@example.org', subject: 'Your table is booked', orderId: null, attempts: 8, lastError: '550 mailbox unavailable', failedAt: FAILED_AT.toISOString() },
    ]);

    const retried = await m.t.call({ method: 'POST', url: `/api/owner/inbox/failed-mails/${ours}/retry`, token: owner, payload: {} });
    expect(retried.statusCode).toBe(200);
    const [row] = await m.t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, ours));
    expect(row).toMatchObject({ failedAt: null, attempts: 0 });
    expect((await m.t.call({ method: 'GET', url: '/api/owner/inbox/failed-mails', token: owner })).body.data).toEqual([]);
  });

  it("refuses another restaurant's mail, one already back in line, and non-owners", async () => {
    const foreign = await m.t.call({ method: 'POST', url: `/api/owner/inbox/failed-mails/${platforms}/retry`, token: owner, payload: {}, headers: { 'accept-language': 'de' } });
    expectMessage(foreign, 404, 'mail_not_found', 'de');
    expect((await m.t.call({ method: 'POST', url: `/api/owner/inbox/failed-mails/${ours}/retry`, token: owner, payload: {} })).statusCode).toBe(404);
    expectMessage(await m.t.call({ method: 'GET', url: '/api/owner/inbox/failed-mails', token: manager, headers: { 'accept-language': 'fr' } }), 403, 'owner_only', 'fr');
  });
});
