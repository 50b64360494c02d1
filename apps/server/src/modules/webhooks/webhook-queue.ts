import type { Database, Db } from '../../db/client.ts';
import type { AddressPolicy } from './webhook-address.ts';
import {
  claimDueEndpoints,
  markAttemptFailed,
  markDelivered,
  releaseEndpoint,
  selectPendingDeliveries,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhook-repo.ts';
import { sendWebhook, type WebhookRequest, type WebhookResponse } from './webhook-sender.ts';
import { BatchLoop } from '../../background/batch-loop.ts';

/** The trigger's NOTIFY (migration 0029): a delivery was written, in some process. */
export const WEBHOOK_CHANNEL = 'webhook_deliveries';

/** Deliveries are retried for this long from their first try, then given up (and the endpoint switched off). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

const BASE_BACKOFF_MS = 10_000;
const MAX_BACKOFF_MS = 2 * 60 * 60 * 1000;

/** After the n-th failed try: 10 s, 20 s, 40 s, … at most two hours (≈ 20 tries in the 24 hours). */
export function webhookBackoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface WebhookQueueOptions {
  db: Db;
  clock: () => Date;
  policy: AddressPolicy;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** An endpoint whose delivery was given up is switched off; this tells its owner (a mail). */
  onEndpointSwitchedOff: (endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow) => Promise<void>;
  leaseMs?: number;
  pollMs?: number;
  /** Tests swap the transport (a receiver that fails on purpose is a real one, though: see the tests). */
  send?: (request: WebhookRequest, policy: AddressPolicy) => Promise<WebhookResponse>;
}

/**
 * Sends the webhook deliveries (decision 100), like the print queue (092) but per endpoint: an
 * endpoint is claimed with a lease (SKIP LOCKED), its deliveries go oldest first, and a failed one holds
 * back the ones after it until its retry — so a receiver sees each resource's events in order, every
 * one exactly once when it answers 2xx (at least once when a process dies between its answer and the
 * mark: the same `webhook-id` again, which receivers deduplicate by).
 */
export class WebhookQueue {
  private readonly leaseMs: number;
  private readonly loop: BatchLoop;
  private detach: (() => Promise<void>) | null = null;

  constructor(private readonly options: WebhookQueueOptions) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.loop = new BatchLoop({
      batch: () => this.sendBatch(),
      pollMs: options.pollMs ?? 5_000,
      failure: 'webhook queue pass failed',
      log: options.log,
    });
  }

  /** Starts polling and, where the database can, listening for new deliveries of any process. */
  async start(database?: Pick<Database, 'listen'>): Promise<void> {
    if (!this.loop.start()) return;
    const wake = () => this.wake();
    // A wake-up missed while the listener was down would only wait for the next poll: wake at once.
    if (database) this.detach = await database.listen(WEBHOOK_CHANNEL, wake, { onResync: wake });
  }

  wake(): void {
    this.loop.wake();
  }

  /** Sends everything due now (tests, shutdown). */
  drain(): Promise<void> {
    return this.loop.drain();
  }

  async stop(): Promise<void> {
    await this.detach?.();
    this.detach = null;
    await this.loop.stop();
  }

  /** Claims due endpoints and sends their queues; how many deliveries went through. */
  private async sendBatch(): Promise<number> {
    const endpoints = await claimDueEndpoints(this.options.db, this.options.clock(), this.leaseMs, 10);
    const sent = await Promise.all(endpoints.map((endpoint) => this.sendQueue(endpoint)));
    return sent.reduce((sum, count) => sum + count, 0);
  }

  private async sendQueue(endpoint: WebhookEndpointRow): Promise<number> {
    const { db, clock, log } = this.options;
    let delivered = 0;
    try {
      for (const delivery of await selectPendingDeliveries(db, endpoint.id, 50)) {
        const now = clock();
        // A retry not yet due holds back the deliveries behind it (order per endpoint).
        if (delivery.attempts > 0 && delivery.availableAt > now) break;
        const outcome = await this.tryOne(endpoint, delivery, now);
        if (outcome.ok) {
          await markDelivered(db, delivery, outcome.status, clock());
          delivered += 1;
          continue;
        }
        const attempts = delivery.attempts + 1;
        const firstTry = delivery.firstAttemptAt ?? now;
        const giveUp = now.getTime() - firstTry.getTime() >= WEBHOOK_RETRY_WINDOW_MS;
        await markAttemptFailed(
          db,
          delivery,
          { status: outcome.status, error: outcome.error },
          now,
          giveUp ? { giveUp: true } : { retryAt: new Date(now.getTime() + webhookBackoffMs(attempts)) },
        );
        log.warn({ endpointId: endpoint.publicId, deliveryId: delivery.id, attempts, status: outcome.status }, 'webhook delivery failed');
        if (giveUp) await this.options.onEndpointSwitchedOff(endpoint, delivery);
        break;
      }
    } finally {
      await releaseEndpoint(db, endpoint.id);
    }
    return delivered;
  }

  private async tryOne(
    endpoint: WebhookEndpointRow,
    delivery: WebhookDeliveryRow,
    now: Date,
  ): Promise<{ ok: true; status: number } | { ok: false; status: number | null; error: string }> {
    const send = this.options.send ?? sendWebhook;
    try {
      const { status } = await send(
        { url: endpoint.url, secret: endpoint.secret, messageId: delivery.messageId, body: JSON.stringify(delivery.payload), sentAt: now },
        this.options.policy,
      );
      if (status >= 200 && status < 300) return { ok: true, status };
      return { ok: false, status, error: `answered ${status}` };
    } catch (error) {
      return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
