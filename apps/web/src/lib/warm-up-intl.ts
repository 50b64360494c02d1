import { pageConfig } from './page-config.ts';

/**
 * The first Intl date and number formatter of a page loads the browser's locale and time-zone data
 * (15–25 ms on a laptop, four times that on a phone). Done while the page waits for its first API
 * answers, that cost is its own short task instead of lengthening the render of the menu.
 */
export function warmUpIntl(lang: string): void {
  const run = () => {
    new Intl.DateTimeFormat('en-US', { timeZone: pageConfig.timeZone, timeZoneName: 'longOffset' }).format(0);
    new Intl.NumberFormat(lang, { style: 'currency', currency: pageConfig.currency }).format(0);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}
