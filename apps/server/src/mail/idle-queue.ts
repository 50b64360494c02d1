import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface IdleQueueOptions {
  /** Event-loop utilisation over the last tick above which the server counts as busy. */
  busyUtilization?: number;
  /** A job waits at most this long, busy or not. */
  maxDelayMs?: number;
  /** Jobs started per tick. */
  perTick?: number;
  tickMs?: number;
  /** How busy the loop was since the last call (0…1); the event loop's own utilisation unless given (tests). */
  utilization?: () => number;
}

/** The event loop's utilisation since the previous call. */
function eventLoopMeter(): () => number {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const reading = performance.eventLoopUtilization();
    const recent = performance.eventLoopUtilization(reading, last);
    last = reading;
    return recent.utilization;
  };
}

/**
 * Runs background jobs (confirmation mails) when the event loop has room: while guests' requests
 * keep it busy — a rush, a flash crowd on one dish — the jobs wait, at most `maxDelayMs`, so the
 * orders get the CPU and the mails follow seconds later. Composing and handing over one mail costs
 * more CPU than the order it confirms (measured in bench/RESULTS.md, issue 13). Jobs run in the
 * order they came; a failed job is the job's own business (it must catch).
 */
export class IdleQueue {
  private readonly jobs: { run: () => Promise<void>; queuedAt: number }[] = [];
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private readonly busyUtilization: number;
  private readonly maxDelayMs: number;
  private readonly perTick: number;
  private readonly tickMs: number;
  private readonly utilization: () => number;

  constructor(options: IdleQueueOptions = {}) {
    this.busyUtilization = options.busyUtilization ?? 0.8;
    this.maxDelayMs = options.maxDelayMs ?? 3_000;
    this.perTick = options.perTick ?? 4;
    this.tickMs = options.tickMs ?? 20;
    this.utilization = options.utilization ?? eventLoopMeter();
  }

  add(run: () => Promise<void>): void {
    this.jobs.push({ run, queuedAt: Date.now() });
    this.schedule();
  }

  /** Starts every waiting job now and resolves once all have finished (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.jobs.length > 0 || this.running.size > 0) {
      while (this.jobs.length > 0) this.start(this.jobs.shift()!.run);
      await Promise.all([...this.running]);
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer || this.jobs.length === 0) return;
    this.timer = setTimeout(() => this.tick(), this.tickMs);
    // Waiting mails alone do not keep the process alive; shutdown drains them (app.ts onClose).
    this.timer.unref();
  }

  private tick(): void {
    this.timer = null;
    const overdue = (this.jobs[0]?.queuedAt ?? Infinity) <= Date.now() - this.maxDelayMs;
    if (this.utilization() < this.busyUtilization || overdue) {
      for (let started = 0; started < this.perTick && this.jobs.length > 0; started++) {
        this.start(this.jobs.shift()!.run);
      }
    }
    this.schedule();
  }

  private start(run: () => Promise<void>): void {
    const job = run().finally(() => this.running.delete(job));
    this.running.add(job);
  }
}
