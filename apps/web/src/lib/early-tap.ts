/*
 * The button a guest tapped on the served page before the app ran (recorded by index.html's inline
 * script). React hydrates the server's elements in place, so the recorded element is the button the app
 * now drives: pressing it once hydrated does what the guest asked for.
 */

interface EarlyTapRecord {
  button: HTMLButtonElement | null;
  open: boolean;
}

declare global {
  interface Window {
    tavolaEarlyTap?: EarlyTapRecord;
  }
}

/**
 * Stops recording and answers the last button tapped, or null. Called as hydration starts: from then on a
 * tap on a part not hydrated yet makes React hydrate that part at once (the served lazy parts' chunks are
 * fetched before hydration for this: app/served-lazy-parts.ts).
 */
export function takeEarlyTap(): HTMLButtonElement | null {
  const record = window.tavolaEarlyTap;
  if (!record) return null;
  record.open = false;
  const button = record.button;
  record.button = null;
  return button;
}

/**
 * Presses the button once the app has mounted, if it is still on the page and can be pressed. In a task of its
 * own: React mounts the page first and hydrates its Suspense boundaries (a lazy part, a route) in later passes,
 * and a tap on a part not hydrated yet makes React hydrate that part at once — which it cannot do while it is
 * still committing the mount, when it would drop the tap instead.
 */
export function replayEarlyTap(button: HTMLButtonElement | null): void {
  if (!button) return;
  setTimeout(() => {
    if (button.isConnected && !button.disabled) button.click();
  }, 0);
}
