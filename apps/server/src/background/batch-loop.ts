export interface BatchLoopOptions {
  /** One batch of work: claims what is due and handles it; how many it handled (0: nothing left). */
  batch: () => Promise<number>;
  /** How often the loop looks for work others (or a process that died) left, and for retries. */
  pollMs: number;
  /** A pass that fails is logged under this and tried again at the next wake. */
  failure: string;
  log: { error(details: object, message: string): void };
  /** Where a wake runs its pass: at once (default), or later (the mail outbox waits for a quiet loop). */
  schedule?: (pass: () => Promise<void>) => void;
}

/**
 * The run loop the background queues share (mail outbox 089, print queue 092, webhooks 100): passes
 * of batches until a batch finds nothing, one pass at a time per process — a wake during a pass asks
 * for one more pass, so work committed meanwhile is never left waiting for the poll — and a poll that
 * picks up what other processes left.
 */
export class BatchLoop {
  private running: Promise<void> | null = null;
  private again = false;
  private poller: NodeJS.Timeout | null = null;
  private stopped = false;
  private scheduled = false;

  constructor(private readonly options: BatchLoopOptions) {}

  /** Starts the poll and looks once right away (work a previous run left); false if already started. */
  start(): boolean {
    if (this.poller || this.stopped) return false;
    this.poller = setInterval(() => this.wake(), this.options.pollMs);
    this.poller.unref();
    this.wake();
    return true;
  }

  /** Work was written (and committed): handle it now, or when the schedule allows. */
  wake(): void {
    if (this.stopped) return;
    const { schedule } = this.options;
    if (!schedule) {
      void this.run();
      return;
    }
    if (this.scheduled) return;
    this.scheduled = true;
    schedule(async () => {
      this.scheduled = false;
      await this.run();
    });
  }

  /** Handles everything due now and waits for the pass under way (tests, shutdown). */
  drain(): Promise<void> {
    return this.run();
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** No new pass starts; resolves when the one under way has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    await this.running;
  }

  private run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while ((await this.options.batch()) > 0 && !this.stopped);
        } while (this.again && !this.stopped);
      } catch (error) {
        this.options.log.error({ err: error }, this.options.failure);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
