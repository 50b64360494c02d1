import { useSyncExternalStore } from 'react';
import { POPUP_SUPPRESS_MINUTES } from '@tavola/domain/limits';
import type { RestaurantInfo } from '../../../api/restaurant-info.ts';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage.ts';

export type PopupKind = 'closed' | 'announcement';

/** Spec §4: after 'OK !' a popup stays hidden for 10 minutes; the expiry is stored per kind. */
export function popupSuppressed(kind: PopupKind, now = Date.now()): boolean {
  const until = Number(readStorage(storageKeys.popupHiddenUntil(kind)));
  return Number.isFinite(until) && until > now;
}

export function suppressPopup(kind: PopupKind, now = Date.now()): void {
  writeStorage(storageKeys.popupHiddenUntil(kind), String(now + POPUP_SUPPRESS_MINUTES * 60_000));
}

/** The restaurant's announcement, when it has one to show. */
export function announcementOf(info: RestaurantInfo | undefined): string | null {
  return info?.has_announcement && info.announcement ? info.announcement : null;
}

// ---------------------------------------------------------------- announcement before checkout

let waiting: (() => void) | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * announcement_before_checkout: the announcement shows when the guest goes on from the cart to the
 * checkout instead of on arrival; the way on continues after 'OK !'. Resolves at once when there is
 * no announcement or it was confirmed within the last 10 minutes.
 */
export function announceBeforeCheckout(info: RestaurantInfo): Promise<void> {
  if (!info.announcement_before_checkout || !announcementOf(info) || popupSuppressed('announcement'))
    return Promise.resolve();
  return new Promise((resolve) => {
    waiting?.();
    waiting = resolve;
    notify();
  });
}

/** The popups host: whether a checkout waits for the announcement. */
export function useCheckoutAnnouncementPending(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
    () => false,
  );
}

/** 'OK !' on the announcement shown before checkout: the waiting checkout goes on. */
export function confirmCheckoutAnnouncement(): void {
  const resolve = waiting;
  waiting = null;
  notify();
  resolve?.();
}
