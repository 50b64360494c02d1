import { BatchLoop } from '../background/batch-loop.ts';
import type { Db } from '../db/client.ts';
import { IdleQueue } from './idle-queue.ts';
import type { Mail } from './mailer.ts';
import { claimDueMails, markAttemptFailed, markSent, type OutboxRow } from './outbox-repo.ts';
import { outboxName, type MailLog, type MailTransport } from './transport.ts';

/** Turns an intent row (e.g. 'order_confirmation') into the mail; null: nobody to mail, nothing to send. */
export type OutboxRenderer = (db: Db, row: OutboxRow) => Promise<Mail | null>;

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  clock: () => Date;
  log: MailLog;
  renderers?: Partial<Record<string, OutboxRenderer>>;
  /** A claim holds this long; a mail claimed by a process that died goes out after it. */
  leaseMs?: number;
  /** Attempts before a mail is given up (kept, listed by `npm run mail -- failed`). */
  maxAttempts?: number;
  /** How often the worker looks for mails other processes (or a crashed one) left. */
  pollMs?: number;
  /** Mails claimed and sent at once. */
  batchSize?: number;
  /** The idle queue wakes wait in (tests give one that runs at once). */
  queue?: IdleQueue;
}

export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** After the n-th failed attempt (n ≥ 1): 30 s, 1 min, 2 min, … at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Sends the mail outbox (decision 089). Any number of processes run one: a mail is claimed with a
 * lease (SKIP LOCKED) before it is sent and marked sent right after, so in the normal case it reaches
 * the SMTP server exactly once; a process that dies between the server's accept and the mark leaves
 * the claim to lapse and the mail goes again, with the same Message-ID. A wake (after an enqueue)
 * waits in the idle queue for a quiet moment of the event loop, at most 3 s: in a rush the orders get
 * the CPU first. A poll every few seconds picks up what others left.
 */
export class OutboxWorker {
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly batchSize: number;
  private readonly queue: IdleQueue;
  private readonly loop: BatchLoop;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.leaseMs = options.leaseMs ?? 120_000;
    this.maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
    this.batchSize = options.batchSize ?? 20;
    this.queue = options.queue ?? new IdleQueue();
    const queue = this.queue;
    this.loop = new BatchLoop({
      batch: () => this.sendBatch(),
      pollMs: options.pollMs ?? 5_000,
      failure: 'mail outbox pass failed',
      log: options.log,
      schedule: (pass) => queue.add(pass),
    });
  }

  /** Starts polling (and looks once right away: mails a previous run left). */
  start(): void {
    this.loop.start();
  }

  /** Something was enqueued (and committed): send soon, when the loop has room. */
  wake(): void {
    this.loop.wake();
  }

  /** Sends every mail due now, waiting for the ones under way (tests, graceful shutdown). */
  async drain(): Promise<void> {
    await this.queue.drain();
    await this.loop.drain();
  }

  stop(): void {
    void this.loop.stop();
    this.queue.stop();
  }

  /** Claims a batch of due mails and sends them; the number claimed. */
  private async sendBatch(): Promise<number> {
    const { db, clock } = this.options;
    const rows = await claimDueMails(db, clock(), this.leaseMs, this.batchSize);
    // Named in the order they were written: the development outbox sorts like the mails were enqueued.
    const named = rows.map((row) => ({ row, name: outboxName() }));
    await Promise.all(named.map(({ row, name }) => this.sendOne(row, name)));
    return rows.length;
  }

  private async sendOne(row: OutboxRow, name: string): Promise<void> {
    const { db, clock, transport, log } = this.options;
    try {
      const mail = await this.render(row);
      if (mail) await withTimeout(transport.deliver(mail, { messageId: row.messageId, name }), this.leaseMs / 2);
      await markSent(db, row.id, clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = clock();
      if (row.attempts >= this.maxAttempts) {
        await markAttemptFailed(db, row.id, message, { failedAt: now });
        log.error({ err: error, mailId: row.id, attempts: row.attempts }, 'mail given up after its last attempt');
      } else {
        await markAttemptFailed(db, row.id, message, { retryAt: new Date(now.getTime() + backoffMs(row.attempts)) });
        (log.warn ?? log.error)(
          { err: error, mailId: row.id, attempts: row.attempts },
          'mail delivery failed, will retry',
        );
      }
    }
  }

  private async render(row: OutboxRow): Promise<Mail | null> {
    if (row.kind === 'mail') {
      if (!row.mail) throw new Error('outbox row without its mail');
      return row.mail;
    }
    const renderer = this.options.renderers?.[row.kind];
    if (!renderer) throw new Error(`no renderer for outbox mails of kind ${row.kind}`);
    return renderer(this.options.db, row);
  }
}

/** A delivery that hangs must not outlive its claim: another worker would send it as well. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail delivery took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
