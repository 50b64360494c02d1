import type { Page } from '@playwright/test';

/** React's hydration errors: the production build names them by number (418, 419, 421, 423, 425), dev by text. */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|423|425)|react\.dev\/errors\/(418|419|421|423|425)/i;

/** Collects the page's hydration errors from here on, each with the address it happened at (an empty list is the pass). */
export function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text()))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(`${page.url()}: ${error.message}`);
  });
  return errors;
}
