import { pageConfig } from './page-config.ts';

/** A guest's own hand: a touch or click, a key, a wheel (not a scroll, which the page itself may cause as it starts). */
const FIRST_USE = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * The first Intl date or number formatter of a page loads the browser's ICU data (45–85 ms on a laptop,
 * four times that on a phone). The page starts without one (lib/served-formats.ts); the sheets after the
 * menu (the time picker's days, the calendar, another language's prices) need it. It is loaded once the
 * guest first touches, types or turns the wheel and the page is idle again: never in the page's start, and
 * rarely in the tap that opens such a sheet.
 */
export function warmUpIntlOnFirstUse(lang: string): void {
  const run = () => {
    new Intl.DateTimeFormat('en-US', { timeZone: pageConfig.timeZone, timeZoneName: 'longOffset' }).format(0);
    new Intl.NumberFormat(lang, { style: 'currency', currency: pageConfig.currency }).format(0);
  };
  const onFirstUse = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, onFirstUse, true);
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 50);
  };
  for (const type of FIRST_USE) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
}
