import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { OrderPushMessage } from '@tavola/domain/schemas/order-push';
import type { Config } from '../../config.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: the subscription no longer exists (drop it); failed: try nothing more. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A status update is worth nothing an hour later: the push service may drop it after that. */
const TTL_SECONDS = 60 * 60;
const TIMEOUT_MS = 5000;

/**
 * One push message to one browser (RFC 8030/8291/8292). web-push encrypts the message for the
 * browser's keys and signs the request with the server's VAPID key; the request itself goes out
 * through fetch, with a timeout and no redirects, so a slow or strange push service never holds
 * a status change up. The topic lets the push service replace an undelivered older update of the
 * same order with the newer one.
 */
export async function sendPush(
  push: Config['push'],
  target: PushTarget,
  message: OrderPushMessage,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: push.subject, publicKey: push.vapid.publicKey, privateKey: push.vapid.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
      topic: topicOf(message.tag),
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body,
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  return response.ok ? 'sent' : 'failed';
}

/** At most 32 URL-safe base64 characters (RFC 8030 §5.4). */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}
