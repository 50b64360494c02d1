import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e/support/e2e-data-dir.ts';
import { E2E_PUSH_SERVICE_ORIGINS, E2E_WORKERS, e2eServerPort, e2eServerUrl } from './e2e/support/e2e-servers.ts';
import { DEMO_MANAGER_PASSWORD } from './e2e/support/manager.ts';

const EXTRA_RESTAURANT_FILES = ['tickets', 'events', 'sidemenu', 'noshop', 'hostile', 'tables']
  .map((name) => path.resolve(import.meta.dirname, `e2e/fixtures/${name}-restaurant.json`))
  .join(',');

/**
 * Browser tests: Debian's Chromium against the real server on an in-memory database with the
 * demo restaurant, once at phone size and once at desktop size.
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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    // The restaurant's own language (German) unless a test asks for another.
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  projects: [
    // Tests tagged @phone-only or @desktop-only run in one project only (rather than being skipped in the other).
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  // One server per worker (e2e/support/e2e-servers.ts); the first builds storefront and server, the others reuse the build.
  // DATA_DIR: the account tests read the mail outbox (password reset links) the servers write there.
  // RATE_LIMITS=off: every test guest comes from 127.0.0.1 (the server suite tests the limits).
  // FORM_MIN_FILL_SECONDS=0: a browser test fills a form in milliseconds; the bot check stays on (form
  // token and honeypot are checked), the time trap's minimum is tested in the server suite.
  // PUSH_SERVICE_ORIGINS: the local push services of push.spec.ts (browsers' own push services are out of reach).
  // EXTRA_RESTAURANT_FILES: restaurants with the modes the demo has off (ticketing, event, side menu, no shop),
  // and one whose texts carry script payloads (hostile-content.spec.ts).
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const start = `DATABASE_URL=memory:// DATA_DIR=${E2E_DATA_DIR} PORT=${e2eServerPort(index)} LOG_LEVEL=warn RATE_LIMITS=off FORM_MIN_FILL_SECONDS=0 DEMO_MANAGER_PASSWORD=${DEMO_MANAGER_PASSWORD} EXTRA_RESTAURANT_FILES=${EXTRA_RESTAURANT_FILES} PUSH_SERVICE_ORIGINS=${E2E_PUSH_SERVICE_ORIGINS} npm run start -w @tavola/server`;
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
