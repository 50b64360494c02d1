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
 * Stops recording and answers the last button tapped, or null. Called as hydration starts: from then on
 * React itself holds a tap on a part it has not hydrated yet and replays it.
 */
export function takeEarlyTap(): HTMLButtonElement | null {
  const record = window.tavolaEarlyTap;
  if (!record) return null;
  record.open = false;
  const button = record.button;
  record.button = null;
  return button;
}

/** Presses the button once the app has hydrated it, if it is still on the page and can be pressed. */
export function replayEarlyTap(button: HTMLButtonElement | null): void {
  if (button?.isConnected && !button.disabled) button.click();
}
