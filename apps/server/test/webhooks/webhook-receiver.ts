import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookEventBodySchema } from '@tavola/domain/schemas/webhook-events';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local webhook receiver as an integration would run one: it keeps every request, and answers as
 * the test sets it — 204 (up), 500 (down), or a redirect to another address (which must not be followed).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answer: { status: number; location?: string } = { status: 204 };
  private server: Server | null = null;

  get url(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.statusCode = this.answer.status;
        if (this.answer.location) response.setHeader('location', this.answer.location);
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /**
   * The events that reached a path, in arrival order. Each must be the body the API reference
   * publishes for its type (the OpenAPI document's `webhooks`), or the test fails here.
   */
  bodies(path = '/'): { type: string; data: Record<string, unknown> }[] {
    return this.received
      .filter((entry) => entry.path === path)
      .map((entry) => {
        const body = JSON.parse(entry.body) as { type: string; data: Record<string, unknown> };
        const published = webhookEventBodySchema.safeParse(body);
        if (!published.success) throw new Error(`${body.type} is not the published body: ${published.error.message}`);
        return body;
      });
  }
}

/**
 * Verifies a received delivery with the Standard Webhooks library, as a receiver whose clock agrees
 * with the sender's (`at`: the test's clock; the library compares the timestamp with Date.now()).
 * Throws as the library does on a bad signature or a timestamp more than five minutes away.
 */
export function verifyAsReceiver(secret: string, delivery: ReceivedWebhook, at: Date): unknown {
  const realNow = Date.now;
  Date.now = () => at.getTime();
  try {
    return new Webhook(secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    });
  } finally {
    Date.now = realNow;
  }
}
