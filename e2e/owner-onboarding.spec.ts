import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { E2E_FIRST_PORT } from './support/e2e-servers.ts';
import { actsAfterHydration } from './support/test.ts';
import {
  acceptAndPay,
  choosePayment,
  chooseTypeAndTime,
  continueFrom,
  fillPersonal,
  startCheckout,
  step,
} from './support/checkout.ts';
import { closeSideCartIfOpen, expectAccessible, isPhone, openMenu, productCard, screenshot } from './support/storefront.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SLUG = 'casa-nuova';
const OWNER = 'anna@casa-nuova.test';
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGN44KBAEmIY1TCqYfhqAADfxkAQV1JLJQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A restaurant from nothing (issue 23 item 1): the operator's command against an empty database, then
 * everything in the browser. The suite's servers run on an in-memory database the command cannot
 * reach, so this spec starts its own server (the suite's build) on a database folder of its own,
 * after the command has written to it: PGlite is a single-process database.
 */
const test = base.extend<{ server: { url: string; link: string } }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-onboarding-'));
      // No DATABASE_URL: the embedded database in DATA_DIR, which the command and then the server open.
      const { DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
      const env = {
        ...inherited,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
        FORM_MIN_FILL_SECONDS: '0',
      };
      const printed = execFileSync(
        'node',
        [
          '--import',
          'tsx',
          'apps/server/src/cli/restaurant.ts',
          'create',
          '--slug',
          SLUG,
          '--name',
          'Casa Nuova',
          '--owner',
          OWNER,
        ],
        { cwd: ROOT, env, encoding: 'utf8' },
      );
      const link = /https?:\/\/\S+(\/r\/casa-nuova\/manager\/set-password\/[\w-]+)/.exec(printed)?.[1];
      expect(link, printed).toBeTruthy();
      const port = E2E_FIRST_PORT + 40 + (isPhone(testInfo) ? 0 : 1);
      const url = `http://127.0.0.1:${port}`;
      const status = () =>
        fetch(`${url}/r/${SLUG}/`).then(
          (r) => r.status,
          () => 0,
        );
      // A server left on the port would answer with another database: refuse rather than test against it.
      expect(await status(), `port ${port} is in use`).toBe(0);
      const server: ChildProcess = spawn('node', ['--enable-source-maps', 'apps/server/dist/main.js'], {
        cwd: ROOT,
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await expect.poll(status, { timeout: 90_000 }).toBe(200);
        await use({ url, link: link! });
      } finally {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    // The command and a cold server start on a busy machine: more than the default minute of a test.
    { timeout: 180_000 },
  ],
});

/** Today in the restaurant's time zone (the command's default, Europe/Berlin), as the board's filter names days. */
const berlinDate = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

/** The live storefront's header on a phone: the switcher of the two offered languages fits and passes axe. */
async function expectPhoneHeader(browser: Browser, url: string, testInfo: TestInfo): Promise<void> {
  const phone = await browser.newContext({
    baseURL: url,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await openMenu(page, `/r/${SLUG}/`);
  await expect(page.getByTestId('language-switcher').locator('option')).toHaveText(['Deutsch', 'English']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'onboarding-first-menu-375');
  await phone.close();
}

const steps = (page: Page) => page.getByTestId('setup-checklist').locator('[data-done]');

/** The owner's printed link, a password, and the overview with its checklist. */
async function ownerSignsUp(page: Page, link: string): Promise<void> {
  await page.goto(`${link}?lang=en`);
  const signIn = page.getByTestId('manager-sign-in');
  await signIn.locator('input[type="password"]').fill('casa-nuova-2026');
  await signIn.getByRole('button').click();
  await expect(page.getByTestId('stream-state')).toBeVisible();
}

/** From the overview, the checklist's step, which opens its screen. */
async function openStep(page: Page, step: string): Promise<void> {
  await page.goto(`/r/${SLUG}/manager/restaurant?lang=en`);
  await page.getByTestId(`setup-step-${step}`).click();
}

async function expectDone(page: Page, done: number): Promise<void> {
  await page.goto(`/r/${SLUG}/manager/restaurant?lang=en`);
  await expect(page.getByTestId('setup-progress')).toHaveText(`${done} of 7 steps done`);
}

test('a new restaurant: coming soon for guests, the owner sets a password and follows the checklist (brand, languages)', async ({
  browser,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: isPhone(testInfo) ? { width: 375, height: 812 } : { width: 1280, height: 800 },
  });
  const page = await context.newPage();

  // A guest meets 'coming soon', in every language, and cannot order.
  await page.goto(`/r/${SLUG}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa Nuova');
  await expect(page.getByText('Bald geöffnet')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'onboarding-coming-soon-ar');

  // The owner: the printed link, a password, the overview with its checklist.
  await ownerSignsUp(page, server.link);
  await page.goto(`/r/${SLUG}/manager/restaurant?lang=en`);
  await expect(page.getByTestId('setup-progress')).toHaveText('0 of 7 steps done');
  await expect(steps(page)).toHaveCount(7);
  await expect(page.getByTestId('setup-go-live')).toBeDisabled();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'onboarding-checklist-en', true);

  // Brand: a logo through the image pipeline; a colour too light for white text is flagged with its ratio.
  await page.getByTestId('setup-step-brand').click();
  await expect(page.getByTestId('brand-form')).toBeVisible();
  await page.getByTestId('brand-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByTestId('brand-logo-preview')).toBeVisible();
  // The 96 px preview loads a logo-sized file, not the main image.
  await expect
    .poll(() => page.getByTestId('brand-logo-preview').evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/-(160|320)\.avif$/);
  await page.getByTestId('brand-colour').fill('#ffeb3b');
  await expect(page.getByTestId('brand-contrast')).toContainText('1.22:1');
  await expect(page.getByTestId('brand-contrast')).toContainText('Too light');
  await page.getByTestId('brand-save').click();
  await expect(
    page
      .getByTestId('field-error')
      .or(page.getByText(/hard to read/))
      .first(),
  ).toBeVisible();
  await page.getByTestId('brand-colour').fill('#1565c0');
  await expect(page.getByTestId('brand-contrast')).toContainText('Readable');
  await expectAccessible(page);
  await page.getByTestId('brand-save').click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'onboarding-brand-en', true);
  await page.goto(`/r/${SLUG}/manager/brand?lang=ar`);
  await expect(page.getByTestId('brand-contrast')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'onboarding-brand-ar', true);

  // Languages and currency: confirming them ticks the step.
  await page.goto(`/r/${SLUG}/manager/languages?lang=en`);
  await page.getByTestId('languages-offer-fr').uncheck();
  await page.getByTestId('languages-currency').selectOption('EUR');
  await expectAccessible(page);
  await page.getByTestId('languages-save').click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await screenshot(page, testInfo, 'onboarding-languages-en', true);

  await page.goto(`/r/${SLUG}/manager/restaurant?lang=en`);
  await expect(page.getByTestId('setup-progress')).toHaveText('2 of 7 steps done');
  await expect(page.getByTestId('setup-step-brand')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('setup-step-languages')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('setup-step-hours')).toHaveAttribute('data-done', 'false');
  await page.goto(`/r/${SLUG}/manager/restaurant?lang=ar`);
  await expect(page.getByTestId('setup-checklist')).toBeVisible();
  await screenshot(page, testInfo, 'onboarding-checklist-ar', true);

  // Still no ordering for guests: the storefront stays 'coming soon'.
  const guest = await browser.newContext({ baseURL: server.url });
  const guestPage = actsAfterHydration(await guest.newPage());
  await guestPage.goto(`/r/${SLUG}/`);
  await expect(guestPage.getByText('Bald geöffnet')).toBeVisible();
  await guest.close();
  await context.close();
});

test('@desktop-only the owner walks the whole checklist, goes live, and a guest orders and pays the first dish in the browser', async ({
  browser,
  server,
}, testInfo) => {
  test.setTimeout(480_000);
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await ownerSignsUp(page, server.link);

  await openStep(page, 'brand');
  await page.getByTestId('brand-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByTestId('brand-logo-preview')).toBeVisible();
  await page.getByTestId('brand-save').click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // German and English only: the storefront's switcher below offers exactly these two.
  await openStep(page, 'languages');
  await page.getByTestId('languages-offer-fr').uncheck();
  await page.getByTestId('languages-offer-ar').uncheck();
  await page.getByTestId('languages-save').click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // Pickup only: no zone needed.
  await openStep(page, 'delivery');
  await page.getByTestId('offer-pickup').check();
  await page.getByTestId('offer-delivery').uncheck();
  await page.getByTestId('offer-here').uncheck();
  await page.getByTestId('save-delivery').click();
  await expect(page.getByTestId('snackbar')).toBeVisible();
  await expectDone(page, 3);

  // Open every day, all day: the guest's order below never depends on the hour the test runs.
  await openStep(page, 'hours');
  const monday = page.getByTestId('day-monday');
  if ((await monday.getByTestId('range').count()) === 0) await monday.getByTestId('range-add').click();
  await monday.getByTestId('range-from').first().fill('00:00');
  await monday.getByTestId('range-until').first().fill('00:00');
  await monday.getByTestId('day-copy').click();
  await monday.getByTestId('copy-all').check();
  await monday.getByTestId('copy-apply').click();
  await page.getByTestId('hours-save').click();
  await expect(page.getByTestId('snackbar')).toBeVisible();
  await expectDone(page, 4);

  // Online (the built-in test provider: the e2e server has no provider keys) and cash, for pickup.
  await openStep(page, 'payments');
  await page.getByTestId('switch-mollie-pickup').click();
  await expect(page.getByTestId('switch-mollie-pickup')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('switch-cash-pickup').click();
  await expect(page.getByTestId('switch-cash-pickup')).toHaveAttribute('aria-checked', 'true');
  await expectDone(page, 5);

  await openStep(page, 'legal');
  await page.getByLabel('Imprint', { exact: true }).fill('Casa Nuova GmbH, Hauptstraße 1, Berlin');
  await page.getByLabel('Privacy policy', { exact: true }).fill('We keep your order for the accounts, nothing more.');
  await page.getByTestId('save-legal').click();
  await expect(page.getByTestId('snackbar')).toBeVisible();
  await expectDone(page, 6);

  await openStep(page, 'menu');
  await expect(page.getByTestId('draft-status')).toBeVisible();
  await page.getByTestId('tab-dishes').click();
  await page.getByTestId('add-category').click();
  await page.getByTestId('entry-sheet').getByTestId('field-name').fill('Pizza');
  await page.getByTestId('entry-save').click();
  await expect(page.getByTestId('entry-sheet')).toBeHidden();
  await page.getByTestId('category-row').filter({ hasText: 'Pizza' }).getByTestId('choose-category').click();
  await page.getByTestId('add-dish').click();
  await page.getByTestId('entry-sheet').getByTestId('field-name').fill('Margherita');
  await page.getByTestId('entry-sheet').getByTestId('field-price').fill('8.5');
  await page.getByTestId('entry-save').click();
  await expect(page.getByTestId('dish-row').filter({ hasText: 'Margherita' })).toBeVisible();
  await page.getByTestId('open-publish').click();
  await page.getByTestId('publish-sheet').getByTestId('publish-confirm').click();
  await expect(page.getByTestId('publish-sheet')).toBeHidden();

  await expectDone(page, 7);
  await expectAccessible(page);
  await page.getByTestId('setup-go-live').click();
  await expect(page.getByTestId('setup-live')).toBeVisible();

  // A guest: the menu instead of 'coming soon', with a switcher of the two offered languages only.
  const guest = await browser.newContext({ baseURL: server.url, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const guestPage = actsAfterHydration(await guest.newPage());
  await openMenu(guestPage, `/r/${SLUG}/`);
  const switcher = guestPage.getByTestId('language-switcher');
  await expect(switcher.locator('option')).toHaveText(['Deutsch', 'English']);
  await switcher.selectOption('en');
  await expect(guestPage.locator('html')).toHaveAttribute('lang', 'en');
  await switcher.selectOption('de');
  await expect(guestPage.locator('html')).toHaveAttribute('lang', 'de');
  // A language the restaurant does not offer falls back to its own (decision 090).
  await openMenu(guestPage, `/r/${SLUG}/?lang=fr`);
  await expect(guestPage.locator('html')).toHaveAttribute('lang', 'de');
  await expect(switcher).toHaveValue('de');
  await expectAccessible(guestPage);
  await screenshot(guestPage, testInfo, 'onboarding-first-menu');
  await expectPhoneHeader(browser, server.url, testInfo);

  // The first order through the guest's own checkout: pickup tomorrow (open all day, every day),
  // paid online with the test provider. One category: the menu shows it without a bar to choose from.
  await productCard(guestPage, 'Margherita').getByTestId('add-button').click();
  await expect(guestPage.getByTestId('basket-count')).toHaveText('1');
  await expect(guestPage.getByTestId('side-cart')).toBeVisible();
  await closeSideCartIfOpen(guestPage);
  await startCheckout(guestPage, `/r/${SLUG}`);
  await chooseTypeAndTime(guestPage, 'pickup');
  await continueFrom(guestPage, 'deliveryMethod', 'personal');
  await fillPersonal(guestPage, { name: 'First Guest', email: 'first@example.com', mobile: '030123456' });
  await continueFrom(guestPage, 'personal', 'payment');
  await expect(step(guestPage, 'payment').getByTestId('payment-method-cash')).toBeVisible();
  await choosePayment(guestPage, 'mollie');
  // The board's day is the restaurant's (Berlin) day the order was placed on, even across midnight.
  const placedFrom = berlinDate();
  const order = await acceptAndPay(guestPage);
  const placedTo = berlinDate();
  await expect(guestPage).toHaveURL(/\/r\/casa-nuova\/payment\?testPaymentId=tp_/);
  await expect(guestPage.getByTestId('test-payment-description')).toHaveText(`Casa Nuova, Bestellung ${order.orderNumber}`);
  await guestPage.getByTestId('test-pay').click();

  await expect(guestPage).toHaveURL(new RegExp(`/r/casa-nuova/paymentstatus\\?orderId=${order.orderId}$`));
  await expect(guestPage.getByTestId('payment-result-paid')).toContainText(`Bestellung ${order.orderNumber}`);
  await expect(guestPage.getByTestId('order-status-tracker')).toHaveAttribute('data-status', 'received');
  await expect(guestPage.getByTestId('order-lines')).toContainText('Margherita');
  await expect(guestPage.getByTestId('order-total')).toHaveText(/8,50\s€/);
  await expectAccessible(guestPage);
  await screenshot(guestPage, testInfo, 'onboarding-first-order-paid', true);

  // The owner's board shows the paid order among the new ones.
  await page.goto(`/r/${SLUG}/manager?from=${placedFrom}&to=${placedTo}`);
  await expect(page.getByTestId('stream-state')).toBeVisible();
  const card = page.getByTestId('lane-received').locator(`[data-order-id="${order.orderId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Margherita');
  await expect(card).toContainText(String(order.orderNumber));
  await screenshot(page, testInfo, 'onboarding-board-first-order');
  await guest.close();
  await context.close();
});
