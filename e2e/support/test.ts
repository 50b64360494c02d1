import { test as base, type Page } from '@playwright/test';
import { e2eServerUrl } from './e2e-servers.ts';

/**
 * The suite's `test`: each Playwright worker talks to its own server (own in-memory database), so
 * tests of different workers never share stock, vouchers or slot capacity.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServerUrl(testInfo.parallelIndex));
  },
  // A server-rendered page shows its buttons before its JavaScript runs (decision 084): a test acts
  // on it once the app has hydrated it, as a guest's tap after the page became interactive.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) actsAfterHydration(page);
    await use(page);
    // A page.route handler still fetching when the test ends (the page closes under it) is not the
    // test's failure: its assertions have all run.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

/**
 * The suite's `page` behaviour for a page a test opens itself (a second guest's context): its navigations
 * return once the app has hydrated the served page. Not for a page whose scripts a test holds back or refuses.
 */
export function actsAfterHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => afterHydration(page, await goto(...args));
  page.reload = async (...args) => afterHydration(page, await reload(...args));
  return page;
}

async function afterHydration<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(() => {
    const html = document.documentElement;
    return !html.hasAttribute('data-ssr') || html.hasAttribute('data-hydrated');
  });
  return response;
}

export { expect } from '@playwright/test';
export type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
