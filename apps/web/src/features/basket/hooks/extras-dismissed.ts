import { useSyncExternalStore } from 'react';

/**
 * Whether the guest closed the extra-items panel. Shared by the side cart and the cart page, kept
 * for the page's lifetime: closed once, it stays closed while they finish the order.
 */
let dismissed = false;
const listeners = new Set<() => void>();

export function dismissExtras(): void {
  dismissed = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useExtrasDismissed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => dismissed,
    () => false,
  );
}
