/**
 * The browser the suite drives: Debian's Chromium headless shell, the build Playwright itself runs
 * headless tests in — it draws no window and takes about half the CPU of the full browser's headless
 * mode (bench/RESULTS.md, 2026-11-27). CHROMIUM_PATH picks another binary.
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The full browser, for what the shell leaves out: the Push API and notifications (push.spec.ts).
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags the browser's calls home are refused by the closed network, many at a time. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
