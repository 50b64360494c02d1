import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { PgListener } from './pg-listener.ts';

/** Both drivers produce the same Postgres query builder; code depends on this common shape only. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Repos accept either, so a service can run several repo calls inside one transaction. */
export type DbOrTx = Db | Tx;

export interface ListenOptions {
  /**
   * The LISTEN connection was lost and is back (PostgreSQL: a restart, a failover); whatever was
   * NOTIFYed meanwhile is gone. Drop what was built from the notices, or let live clients catch up.
   * Never called on PGlite, which runs in this process and cannot lose its connection.
   */
  onResync?: () => void;
}

/** Where the database reports what no request waits for (pino's shape: buildApp hands it app.log). */
export interface DatabaseLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribe to a Postgres NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs fn while holding a cluster-wide advisory lock (serialises migrations across processes). */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the connection pool's use right now (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PostgreSQL only: log the LISTEN connection's loss and recovery here (silent until called). */
  useLog?: (log: DatabaseLog) => void;
  /** PGlite only: the whole data directory as a gzipped tarball (test templates). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export async function openDatabase(
  database: Config['database'],
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  return database.kind === 'postgres' ? openPostgres(database.url) : openPglite(database.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir ?? undefined, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // In this process: the connection cannot be lost, so no subscriber ever needs its onResync.
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

/**
 * Statements whose text starts with this comment are prepared once per connection (a named
 * statement, named after a hash of the text) instead of being parsed and planned on every call.
 * For the big basket read PostgreSQL spends more time planning than executing, so the hot statements
 * of the ordering flow carry it. Only fixed texts may carry it: every distinct text stays prepared
 * on each connection. PGlite ignores it (an ordinary comment).
 */
export const PREPARE_MARK = '/* prepared */ ';

const preparedNames = new Map<string, string>();

function preparedNameOf(text: string): string | undefined {
  if (!text.startsWith(PREPARE_MARK)) return undefined;
  let name = preparedNames.get(text);
  if (!name) {
    name = `tavola_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    preparedNames.set(text, name);
  }
  return name;
}

/** A pg client that names the marked statements (see PREPARE_MARK); everything else is unchanged. */
class PreparingClient extends pg.Client {
  // pg's query() has many overloads; this one only adds a name to a config object and passes all on.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (
      config &&
      typeof config === 'object' &&
      'text' in config &&
      typeof config.text === 'string' &&
      !('name' in config && config.name)
    ) {
      const name = preparedNameOf(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}

async function openPostgres(url: string): Promise<Database> {
  // A connection lives at most 10 minutes: the plans its prepared statements made (PREPARE_MARK) are
  // made again on a fresh one, so a plan chosen while a table was small does not outlive its statistics.
  const pool = new pg.Pool({ connectionString: url, max: 20, maxLifetimeSeconds: 600, Client: PreparingClient });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool) as unknown as Db;
  const listener = new PgListener(pool);

  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    useLog: (log) => {
      listener.log = log;
    },
    listen: (channel, onPayload, options) => listener.listen(channel, onPayload, options),
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
      listener.close();
      await pool.end();
    },
  };
}
