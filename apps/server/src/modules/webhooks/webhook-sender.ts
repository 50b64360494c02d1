import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { assertLiteralAllowed, guardedLookup, parseWebhookUrl, type AddressPolicy } from './webhook-address.ts';

export interface WebhookRequest {
  url: string;
  secret: string;
  messageId: string;
  /** The body, exactly as signed. */
  body: string;
  sentAt: Date;
}

export interface WebhookResponse {
  status: number;
}

/** A receiver has this long to answer; a slow one is a failed try, retried later. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * Signs (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature` = v1 HMAC-SHA256 of
 * `id.timestamp.body`) and sends one delivery. node:http(s) follows no redirect; the connection goes
 * only to addresses the policy allows (webhook-address.ts); 5 s for the whole exchange.
 */
export async function sendWebhook(request: WebhookRequest, policy: AddressPolicy, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<WebhookResponse> {
  const url = parseWebhookUrl(request.url, policy);
  assertLiteralAllowed(url, policy);
  const signature = new Webhook(request.secret).sign(request.messageId, request.sentAt, request.body);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(policy) as never,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
          'user-agent': 'Tavola-Webhooks/1',
          'webhook-id': request.messageId,
          'webhook-timestamp': String(Math.floor(request.sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        timeout: timeoutMs,
      },
      (response) => {
        // The answer's body is not ours to keep: drained so the socket can close.
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    const deadline = setTimeout(() => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    outgoing.on('close', () => clearTimeout(deadline));
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
