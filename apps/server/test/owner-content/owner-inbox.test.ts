import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { contactMessages } from '../../src/db/schema/contact.ts';
import { newsletterSubscriptions } from '../../src/db/schema/newsletter.ts';
import { unsubscribeHeaders, unsubscribeToken } from '../../src/modules/newsletter/unsubscribe-token.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';

let m: ManagerTestApp;
let owner: string;
let manager: string;

const SUBSCRIBERS = ['ada@example.org', 'Jörg "JJ" Müller <jj>@example.org', 'noor@example.org', '=cmd@example.org'];

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  manager = await signedInManager(m.t, m.kit.restaurantId, 'shift@demo.test');
  const { db } = m.t.app.deps;
  await db.insert(newsletterSubscriptions).values(
    SUBSCRIBERS.map((email, i) => ({ restaurantId: m.kit.restaurantId, email, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })),
  );
  await db.insert(contactMessages).values([
    { restaurantId: m.kit.restaurantId, name: 'Ada', email: 'ada@example.org', message: 'A table for 12?', lang: 'en', createdAt: new Date(Date.UTC(2026, 0, 2)) },
    { restaurantId: m.kit.restaurantId, name: 'نور', email: 'noor@example.org', phone: '+49 30 1', message: 'مرحبا', lang: 'ar', createdAt: new Date(Date.UTC(2026, 0, 3)) },
  ]);
});
afterAll(() => m.close());

const get = (url: string, token = owner) => m.t.call({ method: 'GET', url, token });

describe('newsletter subscribers', () => {
  it('lists them newest first with the count, and searches', async () => {
    const all = await get('/api/owner/inbox/subscribers');
    expect(all.statusCode).toBe(200);
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.subscribers.map((s: { email: string }) => s.email)).toEqual([...SUBSCRIBERS].reverse());
    const found = await get('/api/owner/inbox/subscribers?q=NOOR');
    expect(found.body.data).toMatchObject({ total: 4, matching: 1, subscribers: [{ email: 'noor@example.org' }] });
    const literal = await get('/api/owner/inbox/subscribers?q=%25');
    expect(literal.body.data.matching).toBe(0);
  });

  it('exports UTF-8 CSV with a BOM that parses back to the same addresses', async () => {
    const csv = await get('/api/owner/inbox/subscribers.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');
    const rows = parse(text, { bom: true, columns: true }) as { email: string; subscribed_at: string }[];
    // A cell a spreadsheet would run as a formula is kept as text with a leading apostrophe.
    expect(rows.map((row) => row.email)).toEqual([...SUBSCRIBERS].reverse().map((e) => (e.startsWith('=') ? `'${e}` : e)));
    expect(rows.at(-1)?.subscribed_at).toBe('2026-01-01T00:00:00.000Z');
  });

  it('is for owners only', async () => {
    expect((await get('/api/owner/inbox/subscribers', manager)).statusCode).toBe(403);
    expect((await get('/api/owner/inbox/subscribers.csv', manager)).statusCode).toBe(403);
    expect((await get('/api/owner/inbox/subscribers', null as unknown as string)).statusCode).toBe(401);
  });
});

describe('one-click unsubscribe', () => {
  const secret = () => m.t.config.jwtSecret;

  it('gives every newsletter mail a link and List-Unsubscribe headers that work (one click, RFC 8058)', async () => {
    const { link, headers } = unsubscribeHeaders('https://shop.example', secret(), m.kit.restaurantId, 'Ada@Example.org');
    expect(headers['List-Unsubscribe']).toBe(`<${link}>`);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = link.replace('https://shop.example', '');
    // Opening the link only asks: mail scanners follow links.
    const asked = await m.t.call({ method: 'GET', url, token: null });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<form method="post"');
    expect((await get('/api/owner/inbox/subscribers')).body.data.total).toBe(4);

    const done = await m.t.call({
      method: 'POST',
      url,
      token: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const left = (await get('/api/owner/inbox/subscribers')).body.data;
    expect(left.total).toBe(3);
    expect(left.subscribers.map((s: { email: string }) => s.email)).not.toContain('ada@example.org');
    // A second click answers the same.
    expect((await m.t.call({ method: 'POST', url, token: null })).statusCode).toBe(200);
  });

  it('refuses a tampered or foreign token and removes nobody', async () => {
    const token = unsubscribeToken(secret(), m.kit.restaurantId, 'noor@example.org');
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify([m.kit.restaurantId, 'jj@example.org'])).toString('base64url')}.${signature}`;
    const foreign = unsubscribeToken(new TextEncoder().encode('another-secret'), m.kit.restaurantId, 'noor@example.org');
    for (const bad of [forged, foreign, `${token}x`, 'nonsense']) {
      const answer = await m.t.call({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`, token: null });
      expect(answer.statusCode).toBe(422);
    }
    expect((await get('/api/owner/inbox/subscribers')).body.data.total).toBe(3);
  });
});

describe('contact messages', () => {
  it('lists them newest first with the unread count, and marks one read and unread again', async () => {
    const inbox = await get('/api/owner/inbox/messages');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body.data.unread).toBe(2);
    const [newest, older] = inbox.body.data.messages;
    expect([newest.name, older.name]).toEqual(['نور', 'Ada']);
    expect(newest).toMatchObject({ email: 'noor@example.org', phone: '+49 30 1', message: 'مرحبا', readAt: null });

    const read = await m.t.call({ method: 'PUT', url: `/api/owner/inbox/messages/${newest.id}`, token: owner, payload: { read: true } });
    expect(read.statusCode).toBe(200);
    expect(read.body.data.readAt).toBe(m.clock.now().toISOString());
    expect((await get('/api/owner/inbox/messages')).body.data.unread).toBe(1);

    const unread = await m.t.call({ method: 'PUT', url: `/api/owner/inbox/messages/${newest.id}`, token: owner, payload: { read: false } });
    expect(unread.body.data.readAt).toBeNull();
    expect((await get('/api/owner/inbox/messages')).body.data.unread).toBe(2);
  });

  it('answers 404 for another id, 422 for bad input and 403 for other staff', async () => {
    expect((await m.t.call({ method: 'PUT', url: '/api/owner/inbox/messages/999999', token: owner, payload: { read: true } })).statusCode).toBe(404);
    expect((await m.t.call({ method: 'PUT', url: '/api/owner/inbox/messages/1', token: owner, payload: { read: 'yes' } })).statusCode).toBe(422);
    expect((await get('/api/owner/inbox/messages', manager)).statusCode).toBe(403);
  });
});
