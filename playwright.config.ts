import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL } from './e2e/support/browser.ts';
import { E2E_DATA_DIR } from './e2e/support/e2e-data-dir.ts';
import { E2E_PUSH_SERVICE_ORIGINS, E2E_WORKERS, e2eServerPort, e2eServerUrl } from './e2e/support/e2e-servers.ts';
import { DEMO_MANAGER_PASSWORD } from './e2e/support/manager.ts';

const EXTRA_RESTAURANT_FILES = ['tickets', 'events', 'sidemenu', 'noshop', 'hostile', 'tables']
  .map((name) => path.resolve(import.meta.dirname, `e2e/fixtures/${name}-restaurant.json`))
  .join(',');

/**
 * The back office's and the board's flows run at desktop size only: what they prove (a saved setting
 * reaches the guest, a conflict is told, a printer prints) does not change with the screen, and each is
 * one to three minutes of browser time. Their screens at phone size are walked by owner-phone.spec.ts
 * (every back-office screen: no sideways scroll, axe, right to left). The guest's screens run in both.
 */
const BACK_OFFICE_FLOWS = [
  'owner-content',
  'owner-delivery',
  'owner-delivery-conflict',
  'owner-hours',
  'owner-onboarding',
  'owner-payments',
  'owner-slot-step',
  'owner-tables',
  'owner-webhooks',
  'printers',
  'reports',
].map((name) => `**/${name}.spec.ts`);

/**
 * The guest's flows that run at phone size only — where guests order, and where the flow has its
 * narrowest screen. Their steps do not change with the width (no test in them branches on it); the
 * desktop layout's own parts (category bar, side cart, more menu, side navigation, the wide header)
 * keep their desktop tests in the specs that stay (menu, product, cart, cart-extras, pages, modes, content).
 */
const PHONE_FLOWS = [
  'account',
  'checkout',
  'content-app',
  'delivery',
  'delivery-area',
  'diet-filter',
  'guest-fixes',
  'next-bookable-time',
  'order-eta',
  'route-titles',
  'seated-table',
  'server-rendering-pages',
  'states',
  'table-bill',
].map((name) => `**/${name}.spec.ts`);

/**
 * Browser tests: Debian's Chromium against the real server on an in-memory database with the
 * demo restaurant, at phone size and at desktop size: the guest's screens in both (their flows at phone
 * size, PHONE_FLOWS), the back office's flows at desktop size (BACK_OFFICE_FLOWS).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two cores: one worker per core, each with its own server; each test has its own browser storage (basket).
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // Specs take `test` from e2e/support/test.ts, which points each worker at its own server.
    baseURL: e2eServerUrl(0),
    launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS },
    // The restaurant's own language (German) unless a test asks for another.
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    serviceWorkers: 'block',
    // A trace records a screencast of every step: a fifth of the suite's time when kept for every test.
    // Recorded on the retry of a failed test only (CI retries once), where it explains the failure.
    trace: 'on-first-retry',
  },
  projects: [
    // Tests tagged @phone-only or @desktop-only run in one project only (rather than being skipped in the other).
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      testIgnore: BACK_OFFICE_FLOWS,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', grepInvert: /@phone-only/, testIgnore: PHONE_FLOWS, use: { viewport: { width: 1280, height: 800 } } },
  ],
  // One server per worker (e2e/support/e2e-servers.ts); the first builds storefront and server, the others reuse the build.
  // DATA_DIR: the account tests read the mail outbox (password reset links) the servers write there.
  // RATE_LIMITS=off: every test guest comes from 127.0.0.1 (the server suite tests the limits).
  // FORM_MIN_FILL_SECONDS=0: a browser test fills a form in milliseconds; the bot check stays on (form
  // token and honeypot are checked), the time trap's minimum is tested in the server suite.
  // PUSH_SERVICE_ORIGINS: the local push services of push.spec.ts (browsers' own push services are out of reach).
  // WEBHOOKS_ALLOW_PRIVATE_NETWORKS: owner-webhooks.spec.ts's receiver listens on 127.0.0.1.
  // EXTRA_RESTAURANT_FILES: restaurants with the modes the demo has off (ticketing, event, side menu, no shop),
  // and one whose texts carry script payloads (hostile-content.spec.ts).
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const start = `DATABASE_URL=memory:// DATA_DIR=${E2E_DATA_DIR} PORT=${e2eServerPort(index)} LOG_LEVEL=warn RATE_LIMITS=off FORM_MIN_FILL_SECONDS=0 DEMO_MANAGER_PASSWORD=${DEMO_MANAGER_PASSWORD} EXTRA_RESTAURANT_FILES=${EXTRA_RESTAURANT_FILES} PUSH_SERVICE_ORIGINS=${E2E_PUSH_SERVICE_ORIGINS} WEBHOOKS_ALLOW_PRIVATE_NETWORKS=on npm run start -w @tavola/server`;
    return {
      command: index === 0 ? `npm run build && ${start}` : start,
      url: `${e2eServerUrl(index)}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
