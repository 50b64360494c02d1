import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Chromium's push service is Google's, out of reach here: the page's PushManager is given a
 * subscription on the local push service instead, with a real P-256 key pair and secret made in
 * the page (the server encrypts for them exactly as for a phone). The secrets stay in the page for
 * the test to open what arrives. Everything from there on is real: the server's VAPID signing and
 * encryption, the push service's POST, and the service worker's notification.
 */
export async function usePushServiceAt(page: Page, origin: string): Promise<void> {
  await page.addInitScript((pushOrigin: string) => {
    const base64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const privateKey = (await crypto.subtle.exportKey('jwk', pair.privateKey)).d!;
      const keys = { p256dh: base64Url(publicKey), auth: base64Url(crypto.getRandomValues(new Uint8Array(16))) };
      const endpoint = `${pushOrigin}/push/${crypto.randomUUID()}`;
      localStorage.setItem('e2e.push.secrets', JSON.stringify({ endpoint, privateKey, auth: keys.auth }));
      const serverKey = options?.applicationServerKey as Uint8Array;
      current = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: serverKey.slice().buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => ((current = null), true),
        getKey: () => null,
      } as unknown as PushSubscription;
      return current;
    };
  }, origin);
}

/** The browser's side of its subscription, as the page made it. */
export async function pushSecrets(page: Page): Promise<{ endpoint: string; privateKey: string; auth: string }> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('e2e.push.secrets')))!);
}

/**
 * Hands a message to the page's service worker as its push service would (Chrome DevTools
 * Protocol), and answers the notifications the worker then shows.
 */
export async function deliverToWorker(
  page: Page,
  data: string,
): Promise<{ title: string; body: string; tag: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  // A registration whose worker is activated: a message handed to one still installing (the page has just
  // loaded, or a new build's worker takes over) can be dropped, as a push service would retry it.
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((version) => version.status === 'activated');
      if (active) resolve(active.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data,
  });
  let shown: { title: string; body: string; tag: string }[] = [];
  await expect
    .poll(async () => {
      shown = await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag }) => ({
          title,
          body,
          tag,
        })),
      );
      return shown.length;
    })
    .toBeGreaterThan(0);
  await cdp.detach();
  return shown;
}
