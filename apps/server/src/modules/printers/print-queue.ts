import { BatchLoop } from '../../background/batch-loop.ts';
import type { Db } from '../../db/client.ts';
import { encodeTicket } from './escpos.ts';
import { claimDueJobs, findPrinter, markJobFailed, markPrinted, type PrintJobRow } from './print-jobs-repo.ts';
import { sendToPrinter, type PrinterAddress } from './send-to-printer.ts';
import { ticketOfJob } from './order-tickets.ts';

export interface PrintQueueOptions {
  db: Db;
  clock: () => Date;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** A claim holds this long; a job claimed by a process that died is printed after it. */
  leaseMs?: number;
  /** How often the queue looks for jobs others (or a crashed process) left, and for retries. */
  pollMs?: number;
  /** The printer's connect/write timeout and how long to wait for its paper status. */
  send?: { timeoutMs?: number; statusMs?: number };
  /** Tests swap the transport for one that fails on purpose. */
  transport?: (address: PrinterAddress, bytes: Uint8Array, options: { timeoutMs?: number; statusMs?: number }) => Promise<void>;
}

const BASE_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 60_000;

/** After the n-th failed attempt: 5 s, 10 s, 20 s, … at most a minute — a kitchen ticket is never given up. */
export function printBackoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Prints the queue (decision 092), like the mail outbox (089): any number of processes run one; a
 * job is claimed with a lease (SKIP LOCKED) and marked printed as soon as the printer took the bytes.
 * A printer that is off or out of paper keeps its jobs: they are tried again with backoff, and the
 * printer's trouble shows on the board until a ticket goes through. Jobs of one printer go in order,
 * one at a time (a printer takes one connection), and a failed job holds back the ones after it.
 */
export class PrintQueue {
  private readonly leaseMs: number;
  private readonly loop: BatchLoop;

  constructor(private readonly options: PrintQueueOptions) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.loop = new BatchLoop({
      batch: () => this.printBatch(),
      pollMs: options.pollMs ?? 3_000,
      failure: 'print queue pass failed',
      log: options.log,
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Jobs were written (and committed): print now. */
  wake(): void {
    this.loop.wake();
  }

  /** Prints every job due now (tests, shutdown). */
  drain(): Promise<void> {
    return this.loop.drain();
  }

  /** No new pass starts; a ticket being sent is not waited for (a printer's timeout could hold the close). */
  stop(): void {
    void this.loop.stop();
  }

  /** Claims due jobs and prints them, printer by printer; the number printed. */
  private async printBatch(): Promise<number> {
    const { db, clock } = this.options;
    const jobs = await claimDueJobs(db, clock(), this.leaseMs, 20);
    const byPrinter = new Map<number, PrintJobRow[]>();
    for (const job of jobs) byPrinter.set(job.printerId, [...(byPrinter.get(job.printerId) ?? []), job]);
    const printed = await Promise.all([...byPrinter.values()].map((queue) => this.printInOrder(queue)));
    return printed.reduce((sum, count) => sum + count, 0);
  }

  private async printInOrder(queue: PrintJobRow[]): Promise<number> {
    const { db, clock, log } = this.options;
    let printed = 0;
    for (const [index, job] of queue.entries()) {
      try {
        await this.printOne(job);
        await markPrinted(db, job, clock());
        printed += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const now = clock();
        const retryAt = new Date(now.getTime() + printBackoffMs(job.attempts));
        // The printer is down: the rest of its batch waits with this job, not behind a lease.
        for (const waiting of queue.slice(index)) await markJobFailed(db, waiting, message, retryAt, now);
        log.warn({ err: error, printJobId: job.id, printerId: job.printerId, attempts: job.attempts }, 'printing failed, will retry');
        break;
      }
    }
    return printed;
  }

  private async printOne(job: PrintJobRow): Promise<void> {
    const { db } = this.options;
    const printer = await findPrinter(db, job.restaurantId, job.printerId);
    if (!printer) return;
    const bytes = await encodeTicket(await ticketOfJob(db, job));
    const send = this.options.transport ?? sendToPrinter;
    await send({ host: printer.host, port: printer.port }, bytes, this.options.send ?? {});
  }
}
