import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';

/** Both drivers produce the same Postgres query builder; code depends on this common shape only. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Repos accept either, so a service can run several repo calls inside one transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribe to a Postgres NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs fn while holding a cluster-wide advisory lock (serialises migrations across processes). */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a gzipped tarball (test templates). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export async function openDatabase(
  database: Config['database'],
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  return database.kind === 'postgres'
    ? openPostgres(database.url)
    : openPglite(database.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir ?? undefined, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // PGlite is a single connection in one process: there is nobody to race with.
    withAdvisoryLock: (_key, fn) => fn(),
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool) as unknown as Db;
  let listener: pg.PoolClient | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      if (!listener) {
        listener = await pool.connect();
        listener.on('notification', (message) => {
          for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
        });
      }
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`listen "${channel.replace(/"/g, '')}"`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        client.release();
      }
    },
    async close() {
      listener?.release();
      await pool.end();
    },
  };
}
