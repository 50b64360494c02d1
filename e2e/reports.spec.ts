import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatMoney } from '@tavola/domain/pricing/money';
import { expect, test } from './support/test.ts';
import { orderThroughApi, storefrontApi } from './support/checkout.ts';
import { DEMO_MANAGER_EMAIL, DEMO_MANAGER_PASSWORD, signInToBoard } from './support/manager.ts';
import { expectAccessible, screenshot } from './support/storefront.ts';

/*
 * The owner's reports (issue 23 item 4, decision 085): the demo's seeded person owns the demo
 * restaurant. The range spans the day before to the day after the browser's today, so an order
 * placed now is inside it whatever the hour; the figures are compared before and after one known
 * order (one worker's tests run one after another on its own server).
 */

function rangeAroundToday(): { from: string; to: string } {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
  return { from: day(-1), to: day(1) };
}

async function ownerReport(page: Page, range: { from: string; to: string }) {
  const api = await storefrontApi(page);
  const config = (await page.evaluate(() => JSON.parse(document.getElementById('storefront-config')!.textContent!))) as { clientId: string; clientSecret: string };
  const publicToken = (
    (await (await page.request.post('/api/oauth/token', { data: { grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret } })).json()) as {
      access_token: string;
    }
  ).access_token;
  const login = await page.request.post('/api/managers/login', {
    headers: { authorization: `Bearer ${publicToken}` },
    data: { email: DEMO_MANAGER_EMAIL, password: DEMO_MANAGER_PASSWORD },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const answer = await page.request.get('/api/owner/reports', {
    headers: { authorization: `Bearer ${token}` },
    params: { restaurantId: api.restaurantId, ...range },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { summary: { orders: number; salesCents: number } } }).data;
}

test.describe('reports', () => {
  test('an owner opens the reports from the board, sees a known order in the figures and downloads the orders as CSV', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signInToBoard(page, 'de');
    const range = rangeAroundToday();
    const before = (await ownerReport(page, range)).summary;

    const placed = await orderThroughApi(page, 'Tiramisù', 2);
    const api = await storefrontApi(page);
    const order = (await api.get('order', { orderId: placed.orderId })).body.data as { total_price: number; tip: number };
    const orderSales = Math.round((order.total_price - order.tip) * 100);

    await page.getByTestId('open-reports').click();
    await expect(page).toHaveURL(/\/manager\/reports/);
    await page.goto(`/manager/reports?from=${range.from}&to=${range.to}`);
    await expect(page.getByTestId('report-orders')).toHaveText(String(before.orders + 1));
    await expect(page.getByTestId('report-sales')).toHaveText(formatMoney(before.salesCents + orderSales, 'EUR', 'de'));
    await expect(page.getByTestId('table-dishes')).toContainText('Tiramisù');
    await expect(page.getByTestId('chart-days').locator('canvas')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'reports-de', true);

    const download = page.waitForEvent('download');
    await page.getByTestId('download-orders').click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFnumber;placed_at;status;counts_as;/);
    const row = text.split('\r\n').find((line) => line.startsWith(`${placed.orderNumber};`));
    expect(row).toContain(`;${(order.total_price).toFixed(2).replace('.', ',')};EUR`);
  });

  test('the reports read right to left in Arabic, with an empty period and a wrong range said so', async ({ page }, testInfo) => {
    await signInToBoard(page, 'ar');
    await page.goto('/manager/reports?from=2001-01-01&to=2001-01-31&lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('reports-empty')).toBeVisible();
    await expect(page.getByTestId('report-orders')).toHaveText(/^[0٠]$/);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'reports-ar-empty', true);

    const range = rangeAroundToday();
    await page.goto(`/manager/reports?from=${range.from}&to=${range.to}&lang=ar`);
    await expect(page.getByTestId('table-days')).toBeVisible();
    await screenshot(page, testInfo, 'reports-ar', true);

    await page.getByTestId('report-from').fill('2030-01-01');
    await expect(page.locator('#report-range-invalid')).toBeVisible();
  });
});
