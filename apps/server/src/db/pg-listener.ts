import type pg from 'pg';
import type { DatabaseLog, ListenOptions } from './client.ts';

/** Waits between attempts to take a LISTEN connection again: 100 ms, doubling, at most 5 s, until close(). */
const FIRST_WAIT_MS = 100;
const LONGEST_WAIT_MS = 5_000;

interface Subscriber {
  onPayload: (payload: string) => void;
  onResync?: () => void;
}

/**
 * The one pooled connection a process LISTENs on (PostgreSQL). It can be lost at any time (a restart,
 * a failover, pg_terminate_backend): then it goes back to the pool with the error, so the pool ends it,
 * a new one is taken with growing waits, LISTEN is issued again for every channel with subscribers,
 * and every subscriber's `onResync` runs, since whatever was NOTIFYed in between is gone for good.
 */
export class PgListener {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private client: pg.PoolClient | null = null;
  /** The first connection, or the reconnection after a loss, while it is being made. */
  private connecting: Promise<pg.PoolClient> | null = null;
  private closed = false;
  private endWait: (() => void) | null = null;
  log: DatabaseLog | null = null;

  constructor(private readonly pool: pg.Pool) {}

  async listen(channel: string, onPayload: (payload: string) => void, options: ListenOptions = {}) {
    const subscriber: Subscriber = { onPayload, ...(options.onResync ? { onResync: options.onResync } : {}) };
    let set = this.channels.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(subscriber);
    const unsubscribe = async () => {
      set.delete(subscriber);
      if (set.size === 0 && this.channels.get(channel) === set) this.channels.delete(channel);
    };
    if (first) {
      try {
        // Also after a connection made meanwhile: it may have issued its LISTENs before this channel came.
        await (await this.connection()).query(listenStatement(channel));
      } catch (error) {
        await unsubscribe();
        throw error;
      }
    }
    return unsubscribe;
  }

  /** Stops reconnecting and gives the connection back; the pool's end() closes it. */
  close(): void {
    this.closed = true;
    this.endWait?.();
    this.client?.release();
    this.client = null;
  }

  private connection(): Promise<pg.PoolClient> {
    if (this.client) return Promise.resolve(this.client);
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    return (this.connecting ??= this.settle(this.connect()));
  }

  private settle(attempt: Promise<pg.PoolClient>): Promise<pg.PoolClient> {
    const settled = attempt.finally(() => {
      if (this.connecting === settled) this.connecting = null;
    });
    // Nobody may be waiting for a reconnection that close() ends.
    settled.catch(() => {});
    return settled;
  }

  /** One attempt: a connection from the pool that LISTENs on every channel with subscribers. */
  private async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    let lost: Error | null = null;
    const onLost = (error: Error) => {
      if (lost) return;
      lost = error;
      if (this.client === client) this.drop(client, error);
    };
    // pg reports one loss twice ('error', then 'end'); without an 'error' handler the process would end.
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('the LISTEN connection ended')));
    client.on('notification', (message) => {
      for (const subscriber of this.channels.get(message.channel) ?? []) subscriber.onPayload(message.payload ?? '');
    });
    try {
      for (const channel of this.channels.keys()) await client.query(listenStatement(channel));
      if (lost) throw lost;
      // Kept after close(), it would never go back and the pool's end() would wait for it for ever.
      if (this.closed) throw new Error('the database is closed');
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    this.client = client;
    return client;
  }

  private drop(client: pg.PoolClient, error: Error): void {
    this.client = null;
    // Released with the error, the pool ends the connection instead of lending it again.
    client.release(error);
    if (this.closed) return;
    this.log?.warn({ err: error }, 'database listener lost: taking a new connection');
    this.connecting = this.settle(this.reconnect(Date.now()));
  }

  private async reconnect(lostAt: number): Promise<pg.PoolClient> {
    for (let wait = FIRST_WAIT_MS, attempts = 1; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS), attempts += 1) {
      await this.pause(wait);
      if (this.closed) throw new Error('the database is closed');
      let client: pg.PoolClient;
      try {
        client = await this.connect();
      } catch {
        continue; // the server is still away
      }
      this.log?.info({ deafMs: Date.now() - lostAt, attempts }, 'database listener back: subscribers catch up');
      this.resync();
      return client;
    }
  }

  private resync(): void {
    for (const set of [...this.channels.values()]) {
      for (const { onResync } of [...set]) {
        try {
          onResync?.();
        } catch (error) {
          this.log?.warn({ err: error }, 'a database listener subscriber failed to catch up');
        }
      }
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.endWait = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

function listenStatement(channel: string): string {
  return `listen "${channel.replace(/"/g, '')}"`;
}
