import type { Browser, Page, TestInfo } from '@playwright/test';
import type { RestaurantInfo } from '@tavola/domain/schemas/restaurant-info';
import { nextValidTime } from '@tavola/domain/time/delivery-slots';
import { deliveryScheduleOf } from '../apps/web/src/api/restaurant-schedule.ts';
import { storefrontApi } from './support/checkout.ts';
import { signInToBoard } from './support/manager.ts';
import { e2eServerUrl } from './support/e2e-servers.ts';
import { expectAccessible, isPhone, openMenu, screenshot } from './support/storefront.ts';
import { actsAfterHydration, expect, test } from './support/test.ts';

/**
 * The fixture restaurant 'tavolo' serves eat-here around the clock, so these tests never depend on
 * the hour they run. Each test and project sits at its own table (the phone and desktop runs share
 * one server).
 */
const HOME = '/r/tavolo/';
const tableFor = (testInfo: TestInfo, pair: [number, number]) => `Tisch ${isPhone(testInfo) ? pair[0] : pair[1]}`;
/** The fixture's table codes (its import file): 'Tisch 3' → 'tavolo-t3', as the printed QR link carries it. */
const codeOf = (table: string) => `tavolo-t${table.replace(/\D/g, '')}`;
const qrUrl = (table: string, lang?: string) => `${HOME}?table=${codeOf(table)}&qrcode=1${lang ? `&lang=${lang}` : ''}`;

/**
 * A guest at the table orders `dishes` through the API, to pay at the end of the meal (or with
 * payFix: the table's code and the PIN of the day). Answers the create-order outcome.
 */
async function orderAtTable(
  page: Page,
  table: string,
  dishes: string[],
  payment: Record<string, string> = { paymentType: 'payAtEnd' },
): Promise<{ status: number; code: string; orderId: string }> {
  const api = await storefrontApi(page);
  const info = (await api.get('restaurant/restaurant-by-id')).body.data as RestaurantInfo;
  const now = new Date();
  const slot = nextValidTime(now, now, deliveryScheduleOf(info, 'here')!);
  if (!slot) throw new Error('no eat-here time left');
  const basketId = (await api.post('basket/create', { deliveryType: 'here' })).body.data.id as string;
  const steps = [await api.post('basket/set-table', { basketId, table: codeOf(table) })];
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
  for (const done of steps) expect(done.status, JSON.stringify(done.body)).toBeLessThan(300);
  const created = await api.post('order/create-order', { basketId, ...payment });
  if (payment.paymentType === 'payAtEnd') expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { status: created.status, code: created.body.message.code, orderId: created.body.data?.orderId as string };
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
  return actsAfterHydration(await context.newPage());
}

/** The demo restaurant asks how many sit at the table whenever it shows up; these guests answer later. */
async function answerCapacityLater(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('table-capacity-dialog'), async () => {
    await page.keyboard.press('Escape');
  });
}

/** Scans the table's QR code and opens its bill from the menu. */
async function openBillFromTable(page: Page, table: string, lang?: string): Promise<void> {
  await answerCapacityLater(page);
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
    const table = tableFor(testInfo, [1, 2]);
    await openMenu(page, HOME);
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
    const table = tableFor(testInfo, [3, 4]);
    await openMenu(page, HOME);
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
    const table = tableFor(testInfo, [5, 6]);
    await openMenu(page, HOME);
    await orderAtTable(page, table, ['Espresso']);
    await openBillFromTable(page, table, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`فاتورة ${table}`);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'table-bill-ar');
  });

  test("the board shows the PIN of the day for paying at the table and every table's bill", async ({ page }) => {
    await signInToBoard(page);
    await page.goto('/manager?view=tables');
    await expect(page.getByTestId('table-pin')).toHaveText(/^\d{4}$/);
    await expect(page.getByTestId('table-bills')).toContainText('Tischrechnungen');
    await expectAccessible(page, '[data-testid="table-bills"]');
  });
});
