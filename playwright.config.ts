import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e/support/e2e-data-dir.ts';

// E2E_PORT lets one run the suite against a server of one's own while another run holds 4173.
const PORT = Number(process.env.E2E_PORT ?? 4173);

const EXTRA_RESTAURANT_FILES = ['tickets', 'events', 'sidemenu', 'noshop']
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
  // One server, two cores: tests run one after another; each has its own browser storage (basket).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    // DATA_DIR: the account tests read the mail outbox (password reset links) the server writes there.
    // EXTRA_RESTAURANT_FILES: restaurants with the modes the demo has off (ticketing, event, side menu, no shop).
    command: `npm run build -w @tavola/web && DATABASE_URL=memory:// DATA_DIR=${E2E_DATA_DIR} PORT=${PORT} LOG_LEVEL=warn EXTRA_RESTAURANT_FILES=${EXTRA_RESTAURANT_FILES} npm run start -w @tavola/server`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
