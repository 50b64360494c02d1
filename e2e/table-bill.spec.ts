import type { Browser, Page, TestInfo } from '@playwright/test';
import type { RestaurantInfo } from '@tavola/domain/schemas/restaurant-info';
import { nextValidTime } from '@tavola/domain/time/delivery-slots';
import { deliveryScheduleOf } from '../apps/web/src/api/restaurant-schedule.ts';
import { storefrontApi } from './support/checkout.ts';
import { e2eServerUrl } from './support/e2e-servers.ts';
import { expectAccessible, isPhone, openMenu, screenshot } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

/** Each project sits at its own table: the phone and the desktop run share one server. */
const tableOf = (testInfo: TestInfo) => (isPhone(testInfo) ? 'Tisch 6' : 'Tisch 7');
const qrUrl = (table: string, lang?: string) =>
  `/?tableName=${encodeURIComponent(table)}&qrcode=1${lang ? `&lang=${lang}` : ''}`;

/** A guest at the table ordered `dishes` through the API, to pay at the end of the meal. */
async function orderAtTable(page: Page, table: string, dishes: string[]): Promise<void> {
  const api = await storefrontApi(page);
  const info = (await api.get('restaurant/restaurant-by-id')).body.data as RestaurantInfo;
  const now = new Date();
  const slot = nextValidTime(now, now, deliveryScheduleOf(info, 'here')!);
  if (!slot) throw new Error('no eat-here time left');
  const basketId = (await api.post('basket/create', { deliveryType: 'here' })).body.data.id as string;
  const steps = [await api.post('basket/set-table', { basketId, tableName: table })];
  for (const dish of dishes) {
    const found = (await api.get('restaurant/product/search', { query: dish })).body.data as {
      id: number;
      name: string;
    }[];
    const product = found.find((candidate) => candidate.name === dish);
    steps.push(await api.post('basket/add', { basketId, productId: product!.id, quantity: 1 }));
  }
  steps.push(await api.post('basket/add-delivery-time', { basketId, delivery_time: `${slot.date} ${slot.time}` }));
  steps.push(
    await api.post('basket/add-address', {
      basketId,
      userInfo: { name: 'Table guest', email: 'table@example.com', mobile: '030123' },
    }),
  );
  steps.push(await api.post('order/create-order', { basketId, paymentType: 'payAtEnd' }));
  for (const done of steps) expect(done.status, JSON.stringify(done.body)).toBeLessThan(300);
}

/** A second phone at the same table: its own browser storage, the same screen size. */
async function secondGuest(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: e2eServerUrl(testInfo.parallelIndex),
    viewport: use.viewport ?? null,
    isMobile: use.isMobile ?? false,
    hasTouch: use.hasTouch ?? false,
    deviceScaleFactor: use.deviceScaleFactor ?? 1,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** Scans the table's QR code and opens its bill from the menu. */
async function openBillFromTable(page: Page, table: string, lang?: string): Promise<void> {
  // The demo restaurant asks how many sit at the table whenever it shows up; this guest answers later.
  await page.addLocatorHandler(page.getByTestId('table-capacity-dialog'), async () => {
    await page.keyboard.press('Escape');
  });
  await openMenu(page, qrUrl(table, lang));
  await page.getByTestId('open-table-bill').click();
  await expect(page).toHaveURL(/\/table-bill\?tablePaymentId=/);
  await expect(page.getByTestId('bill-live')).toHaveAttribute('class', /primary/);
}

/** The first unit of a dish (a retried test may find an earlier attempt's units on the table's bill). */
const unit = (page: Page, name: string) => page.getByTestId('bill-unit').filter({ hasText: name }).first();
const openUnits = (page: Page) => page.locator('[data-testid="bill-unit"][data-state="open"]');

test.describe('paying together at the table', () => {
  test('two guests at one table pay different dishes; each sees the other live; the bill closes', async ({
    page,
    browser,
  }, testInfo) => {
    const table = tableOf(testInfo);
    await openMenu(page);
    await orderAtTable(page, table, ['Tiramisù della casa', 'Espresso']);

    await openBillFromTable(page, table);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rechnung von ${table}`);
    await expect(openUnits(page)).not.toHaveCount(0);

    const ben = await secondGuest(browser, testInfo);
    await openBillFromTable(ben, table);
    expect(new URL(ben.url()).searchParams.get('tablePaymentId')).toBe(
      new URL(page.url()).searchParams.get('tablePaymentId'),
    );

    // Anna picks the tiramisù: Ben sees someone choosing it.
    await unit(page, 'Tiramisù').getByRole('checkbox').check();
    await expect(unit(ben, 'Tiramisù')).toContainText('Jemand wählt das gerade');
    await expect(page.getByTestId('bill-pay')).toHaveText(/bezahlen/);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'table-bill');

    await page.getByTestId('bill-pay').click();
    await expect(page).toHaveURL(/\/payment\?testPaymentId=tp_/);
    await page.getByTestId('test-pay').click();
    await expect(page).toHaveURL(/\/table-bill\?tablePaymentId=.+&shareId=ts\./);
    await expect(page.getByTestId('share-paid')).toHaveText('Vielen Dank! Ihre Zahlung ist eingegangen.');
    await expect(unit(page, 'Tiramisù')).toHaveAttribute('data-state', 'paid');

    // Ben's screen follows without a reload: the tiramisù is paid, he pays the espresso.
    await expect(unit(ben, 'Tiramisù')).toHaveAttribute('data-state', 'paid');
    await expect(unit(ben, 'Tiramisù').getByRole('checkbox')).toBeDisabled();
    // Ben pays the rest: his espresso (and whatever else is still open).
    const rest = await openUnits(ben).count();
    for (let index = 0; index < rest; index += 1) await openUnits(ben).nth(index).getByRole('checkbox').check();
    await ben.getByTestId('bill-pay').click();
    await ben.getByTestId('test-pay').click();
    await expect(ben.getByTestId('bill-paid-all')).toHaveText('Alles ist bezahlt. Vielen Dank und bis bald!');
    await expect(page.getByTestId('bill-paid-all')).toBeVisible();
    await expect(page.getByTestId('bill-left')).toHaveText(/0,00\s€/);
    await ben.context().close();
  });

  test('splitting equally: the part shown is what the guest pays; a failed payment gives it back', async ({
    page,
  }, testInfo) => {
    const table = isPhone(testInfo) ? 'Tisch 4' : 'Tisch 5';
    await openMenu(page);
    await orderAtTable(page, table, ['Tiramisù della casa', 'Tiramisù della casa']);
    await openBillFromTable(page, table);
    const left = await page.getByTestId('bill-left').textContent();

    await page.getByText('Gleich teilen').click();
    await expect(page.getByTestId('bill-people')).toHaveText('2 Personen');
    await page.getByRole('button', { name: 'Mehr Personen' }).click();
    await expect(page.getByTestId('bill-people')).toHaveText('3 Personen');
    await page.getByRole('button', { name: 'Weniger Personen' }).click();
    await expect(page.getByTestId('bill-pay')).toBeEnabled();
    await page.getByTestId('bill-pay').click();
    await expect(page).toHaveURL(/\/payment\?testPaymentId=tp_/);
    await page.getByTestId('test-fail').click();
    await expect(page.getByTestId('share-failed')).toBeVisible();
    await expect(page.getByTestId('bill-left')).toHaveText(left!);
  });

  test('in Arabic the bill reads right to left', async ({ page }, testInfo) => {
    const table = isPhone(testInfo) ? 'Tisch 2' : 'Tisch 3';
    await openMenu(page);
    await orderAtTable(page, table, ['Espresso']);
    await openBillFromTable(page, table, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`فاتورة ${table}`);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'table-bill-ar');
  });
});
