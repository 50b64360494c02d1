import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { managers, managerSessions } from '../../src/db/schema/manager.ts';
import { removeManagerFromRestaurant } from '../../src/modules/manager/manager-repo.ts';
import { openSse, type SseReader } from '../order-status/sse-reader.ts';
import { createManagerTestApp, inviteManager, signedInManager, type ManagerTestApp } from './support.ts';

// Issue 25, finding 3 (and 6): a board's live stream outlived the session it was opened with.
let m: ManagerTestApp;
/** Two server processes on one database: the stream on one, the sign-out through the other. */
let board: FastifyInstance;
let boardUrl: string;
let other: FastifyInstance;
let otherUrl: string;
const RECHECK_MS = 300;

beforeAll(async () => {
  m = await createManagerTestApp();
  board = await buildApp({ config: m.t.config, database: m.t.database, clock: m.clock.now, boardStream: { sessionRecheckMs: RECHECK_MS } });
  boardUrl = await board.listen({ port: 0, host: '127.0.0.1' });
  other = await buildApp({ config: m.t.config, database: m.t.database, clock: m.clock.now });
  otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await board.close();
  await other.close();
  await m.close();
});

let managersMade = 0;
const newManager = async () => {
  const email = `board-${++managersMade}@demo.test`;
  return { email, token: await signedInManager(m.t, m.kit.restaurantId, email) };
};

async function openBoard(token: string): Promise<SseReader> {
  const stream = await openSse(new URL('/api/managers/order/stream', boardUrl).toString(), { authorization: `Bearer ${token}` });
  expect(stream.status).toBe(200);
  expect(await stream.nextEvent()).toMatchObject({ event: 'ready' });
  return stream;
}

const call = (base: string, path: string, token: string, init: RequestInit = {}) =>
  fetch(new URL(path, base), { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });

describe('a board stream bound to a manager session', () => {
  it('closes within a second of signing out, on another server process', async () => {
    const { token } = await newManager();
    const stream = await openBoard(token);
    expect((await call(otherUrl, '/api/managers/logout', token)).status).toBe(200);
    await stream.ended(1000);
  });

  it('closes when the manager sets a new password with a set-password link; the old sessions end everywhere', async () => {
    const { email, token } = await newManager();
    const stream = await openBoard(token);
    const [manager] = await m.t.database.db.select().from(managers).where(eq(managers.email, email));
    const { link } = await inviteManager({ db: m.t.database.db, config: m.t.config, clock: m.clock.now }, { id: m.kit.restaurantId, slug: 'demo' }, email);
    const setToken = link.split('/').pop()!;
    const publicToken = await m.t.publicToken();
    const set = await call(otherUrl, '/api/managers/set-password', publicToken, {
      method: 'POST',
      body: JSON.stringify({ token: setToken, password: 'a-brand-new-password-7' }),
    });
    expect(set.status).toBe(200);
    await stream.ended(1000);
    expect((await call(otherUrl, '/api/managers/restaurant', token)).status).toBe(401);
    const sessions = await m.t.database.db.select().from(managerSessions).where(eq(managerSessions.managerId, manager!.id));
    expect(sessions).toHaveLength(1);
  });

  it('closes when the manager is removed from the restaurant (npm run manager -- remove)', async () => {
    const { email, token } = await newManager();
    const stream = await openBoard(token);
    const [manager] = await m.t.database.db.select().from(managers).where(eq(managers.email, email));
    await removeManagerFromRestaurant(m.t.database.db, manager!.id, m.kit.restaurantId);
    await stream.ended(1000);
  });

  it('re-checks the session on its own: a session gone without a notice (expired, deleted) ends the stream', async () => {
    const { token } = await newManager();
    const stream = await openBoard(token);
    const still = await openBoard((await newManager()).token);
    m.clock.set(new Date(m.clock.now().getTime() + 13 * 60 * 60 * 1000));
    try {
      await stream.ended(RECHECK_MS * 4);
      await still.ended(RECHECK_MS * 4);
    } finally {
      m.clock.set(new Date(m.clock.now().getTime() - 13 * 60 * 60 * 1000));
    }
    // A session that stands keeps its stream.
    const standing = await openBoard((await newManager()).token);
    await expect(standing.ended(RECHECK_MS * 3)).rejects.toThrow(/timed out/);
    standing.close();
  });
});
