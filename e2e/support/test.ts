import { test as base } from '@playwright/test';
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
});

export { expect } from '@playwright/test';
export type { Locator, Page, TestInfo } from '@playwright/test';
