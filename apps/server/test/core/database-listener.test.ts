import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type DatabaseLog } from '../../src/db/client.ts';
import { createManagerTestApp, guestOrder, signedInManager } from '../manager/support.ts';
import { openSse } from '../order-status/sse-reader.ts';

/*
 * A process LISTENs on one pooled connection for its whole life. On PostgreSQL that connection can be
 * lost (a restart, a failover, pg_terminate_backend): the process must not end (an 'error' event
 * without a handler would end it, and vitest would fail the run on the uncaught error), it must LISTEN
 * again, and every subscriber must hear that notices may have been missed. PGlite runs in this
 * process and cannot lose its connection.
 */
const postgresUrl = inject('postgresUrl');

const channelName = () => `listener_test_${randomBytes(5).toString('hex')}`;

if (!postgresUrl) {
  describe('listening on the embedded database (PGlite)', () => {
    it('a subscriber with a resync hook hears every notice and is never told to catch up', async () => {
      // The suite's template, loaded: a fresh PGlite would spend 10 s in initdb.
      const template = await readFile(inject('pgliteTemplate')!);
      const database = await openDatabase({ kind: 'pglite', dataDir: null }, { loadDataDir: new Blob([template]) });
      try {
        const channel = channelName();
        const heard: string[] = [];
        let resyncs = 0;
        const unlisten = await database.listen(channel, (payload) => heard.push(payload), {
          onResync: () => (resyncs += 1),
        });
        await database.notify(channel, 'one');
        await expect.poll(() => heard).toEqual(['one']);
        await unlisten();
        await database.notify(channel, 'two');
        expect(heard).toEqual(['one']);
        expect(resyncs).toBe(0);
        expect(database.useLog).toBeUndefined();
      } finally {
        await database.close();
      }
    });
  });
} else {
  describe('the LISTEN connection lost on PostgreSQL', () => {
    const url = postgresUrl;

    /** What the database logged. */
    function recordingLog(): DatabaseLog & { lines: { level: string; message: string; details: object }[] } {
      const lines: { level: string; message: string; details: object }[] = [];
      return {
        lines,
        info: (details, message) => lines.push({ level: 'info', message, details }),
        warn: (details, message) => lines.push({ level: 'warn', message, details }),
      };
    }

    /** The backends whose last statement LISTENed on one of the channels: the listener's, in practice. */
    async function listenerPids(admin: pg.Client, ...channels: string[]): Promise<number[]> {
      const statements = channels.map((channel) => `listen "${channel}"`);
      const result = await admin.query<{ pid: number }>('select pid from pg_stat_activity where query = any($1)', [
        statements,
      ]);
      return result.rows.map((row) => row.pid);
    }

    async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        return await fn(admin);
      } finally {
        await admin.end();
      }
    }

    async function terminateListener(admin: pg.Client, ...channels: string[]): Promise<number> {
      const pids = await listenerPids(admin, ...channels);
      expect(pids).toHaveLength(1);
      await admin.query('select pg_terminate_backend($1)', [pids[0]]);
      return pids[0]!;
    }

    it('survives pg_terminate_backend, LISTENs again on a new connection and tells every subscriber to catch up', async () => {
      const database: Database = await openDatabase({ kind: 'postgres', url });
      const log = recordingLog();
      database.useLog?.(log);
      const [first, second] = [channelName(), channelName()];
      const heard: string[] = [];
      let resyncs = 0;
      try {
        await database.listen(first, (payload) => heard.push(`first:${payload}`), { onResync: () => (resyncs += 1) });
        // A subscriber without a hook is fine too; one channel's hook is called once per recovery.
        await database.listen(second, (payload) => heard.push(`second:${payload}`));
        await database.notify(first, 'before');
        await expect.poll(() => heard).toEqual(['first:before']);

        await withAdmin(async (admin) => {
          const lost = await terminateListener(admin, first, second);
          await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(1);
          // A new connection LISTENs on every channel that has subscribers (its last statement names one).
          const again = await listenerPids(admin, first, second);
          expect(again).toHaveLength(1);
          expect(again[0]).not.toBe(lost);

          await database.notify(first, 'after');
          await database.notify(second, 'after');
          await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['first:before', 'first:after', 'second:after']);

          // And again: the new listener is looked after as the first was.
          await terminateListener(admin, first, second);
          await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(2);
          await database.notify(first, 'later');
          await expect.poll(() => heard.at(-1), { timeout: 5_000 }).toBe('first:later');
        });

        expect(log.lines.map(({ level, message }) => `${level}: ${message}`)).toEqual([
          'warn: database listener lost: taking a new connection',
          'info: database listener back: subscribers catch up',
          'warn: database listener lost: taking a new connection',
          'info: database listener back: subscribers catch up',
        ]);
        expect(log.lines[0]!.details).toMatchObject({ err: { code: '57P01' } });
      } finally {
        await database.close();
      }
    }, 30_000);

    it('close() while waiting to reconnect ends the loop: no connection is taken again', async () => {
      const database = await openDatabase({ kind: 'postgres', url });
      const log = recordingLog();
      database.useLog?.(log);
      const channel = channelName();
      let resyncs = 0;
      await database.listen(channel, () => {}, { onResync: () => (resyncs += 1) });
      await withAdmin(async (admin) => {
        await terminateListener(admin, channel);
        await expect.poll(() => log.lines.length).toBe(1);
        await database.close();
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await listenerPids(admin, channel)).toEqual([]);
      });
      expect(resyncs).toBe(0);
    });

    it("the server's live streams end once the listener is back, and the caches forget every restaurant", async () => {
      const m = await createManagerTestApp();
      try {
        const base = await m.t.app.listen({ port: 0, host: '127.0.0.1' });
        const token = await signedInManager(m.t, m.kit.restaurantId, 'listener-board@demo.test');
        const openBoard = async () => {
          const stream = await openSse(new URL('/api/managers/order/stream', base).toString(), {
            authorization: `Bearer ${token}`,
          });
          expect(await stream.nextEvent()).toMatchObject({ event: 'ready' });
          return stream;
        };
        const forgotten: (number | undefined)[] = [];
        m.t.app.deps.restaurantChanges.onChange((restaurantId) => forgotten.push(restaurantId));
        const board = await openBoard();
        const placed = await guestOrder(m.kit);
        expect(await board.nextEvent()).toMatchObject({ event: 'order', data: { orderId: placed } });
        const ticket = await m.kit.post('/api/order/status-stream/ticket', { orderId: placed });
        const status = new URL('/api/order/status-stream', base);
        status.searchParams.set('restaurantId', String(m.kit.restaurantId));
        status.searchParams.set('orderId', placed);
        status.searchParams.set('ticket', ticket.body.data.ticket as string);
        const guest = await openSse(status.toString());
        expect(await guest.nextEvent()).toMatchObject({ event: 'status', data: { orderId: placed } });

        // The app's pool runs other statements too: only the listener's last one is a LISTEN.
        await m.t.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
        );
        // The streams end: a board reconnects and reloads its lists on `ready`, a guest's EventSource
        // reconnects and is sent the order's current status.
        await board.ended(10_000);
        await guest.ended(1_000);
        expect(forgotten).toContain(undefined);

        // The reconnected board hears a new order: the order trigger's channel is LISTENed again.
        const again = await openBoard();
        try {
          const orderId = await guestOrder(m.kit);
          expect(await again.nextEvent(5_000)).toMatchObject({ event: 'order', data: { orderId, kind: 'created' } });
        } finally {
          again.close();
        }
      } finally {
        await m.close();
      }
    }, 30_000);
  });
}
