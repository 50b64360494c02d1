import { useState } from 'react';
import type { PushKey } from '@tavola/domain/schemas/order-push';
import { apiRequest } from '../../../api/client.ts';

/**
 * Updates on the phone (decision 099): this browser's Web Push subscription, signed up for one
 * order on the server. The browser keeps one subscription for the site and every order it follows
 * reuses it; turning one order off only tells the server.
 */
export type PushState = 'off' | 'working' | 'on' | 'blocked' | 'failed';

const storageKey = (orderId: string) => `tavola.push.${orderId}`;
/** The worker is registered a few seconds after the page loads (app/service-worker.ts): wait for it, not forever. */
const WORKER_WAIT_MS = 20_000;

/** Browsers without a service worker or the Push API (iOS outside a home-screen app, old ones) are not offered it. */
export function pushSupported(): boolean {
  return (
    import.meta.env.PROD &&
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function useOrderPush(orderId: string) {
  const [state, setState] = useState<PushState>(() => initialState(orderId));

  const turnOn = async () => {
    setState('working');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
      const { publicKey } = (await apiRequest<PushKey>({ path: 'order/push/key' })).data;
      if (!publicKey) return setState('failed');
      const subscription = await browserSubscription(publicKey);
      await apiRequest({ method: 'POST', path: 'order/push', body: { orderId, subscription: subscription.toJSON() } });
      localStorage.setItem(storageKey(orderId), subscription.endpoint);
      setState('on');
    } catch {
      setState('failed');
    }
  };

  const turnOff = async () => {
    const endpoint = localStorage.getItem(storageKey(orderId));
    setState('working');
    try {
      if (endpoint) await apiRequest({ method: 'DELETE', path: 'order/push', body: { orderId, endpoint } });
      localStorage.removeItem(storageKey(orderId));
      setState('off');
    } catch {
      setState('on');
    }
  };

  return { state, turnOn, turnOff };
}

function initialState(orderId: string): PushState {
  if (!pushSupported()) return 'off';
  if (Notification.permission === 'denied') return 'blocked';
  try {
    return localStorage.getItem(storageKey(orderId)) ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

/** This site's subscription, made with the server's key (a subscription made with another key is replaced). */
async function browserSubscription(publicKey: string): Promise<PushSubscription> {
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), WORKER_WAIT_MS)),
  ]);
  const key = base64UrlBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}
