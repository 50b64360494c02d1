import { espressoToPaymentAtTable, TAVOLO_HOME } from './support/tavolo.ts';
import type { Browser, TestInfo } from '@playwright/test';
import { continueFrom, step } from './support/checkout.ts';
import { e2eServerUrl } from './support/e2e-servers.ts';
import { signInToBoard } from './support/manager.ts';
import { expectAccessible, isPhone, openMenu, screenshot } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

/*
 * Issue 26 item 12: a guest who scanned the table's code is offered payFix in the checkout (the basket
 * carries the table's code) and pays with the PIN the staff read off their board. The fixture 'tavolo'
 * serves eat-here around the clock and offers payFix; tables 9 and 10 are this spec's own.
 */
const HOME = TAVOLO_HOME;
const tableOf = (testInfo: TestInfo) => (isPhone(testInfo) ? 9 : 10);

/** What the staff tell the table: the PIN of the day on their board's tables view. */
async function pinFromTheBoard(browser: Browser, testInfo: TestInfo): Promise<string> {
  const staff = await browser.newContext({
    baseURL: e2eServerUrl(testInfo.parallelIndex),
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    serviceWorkers: 'block',
  });
  const board = await staff.newPage();
  await signInToBoard(board, 'de', 'tavolo');
  await board.goto(`${HOME}manager?view=tables`);
  const pin = board.getByTestId('table-pin');
  await expect(pin).toHaveText(/^\d{4}$/);
  const text = (await pin.textContent())!.trim();
  await staff.close();
  return text;
}

test('at the table, payFix is offered in the checkout and the PIN from the board pays', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const pin = await pinFromTheBoard(browser, testInfo);
  // The fixture asks how many sit at the table whenever it shows up; this guest answers later.
  await page.addLocatorHandler(page.getByTestId('table-capacity-dialog'), async () => {
    await page.keyboard.press('Escape');
  });
  const table = tableOf(testInfo);
  await openMenu(page, `${HOME}?table=tavolo-t${table}&qrcode=1`);
  await expect(page.getByTestId('open-table-bill')).toBeVisible();
  await espressoToPaymentAtTable(page, testInfo, 'PIN Gast');

  const payment = step(page, 'payment');
  await expect(payment.getByTestId('payment-method-payFix')).toBeVisible();
  await payment.getByTestId('payment-method-payFix').click();
  const pinField = payment.getByRole('textbox', { name: 'Tisch-PIN' });
  await expect(pinField).toBeVisible();
  await screenshot(page, testInfo, 'checkout-pay-fix');
  await expectAccessible(page);

  // A wrong PIN is refused at Pay, in the guest's language, orders nothing, and brings the guest back
  // to the PIN field (emptied) to type it again.
  const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
  await pinField.fill(wrong);
  await continueFrom(page, 'payment', 'pay');
  await step(page, 'pay').getByTestId('terms-checkbox').check();
  const refused = page.waitForResponse((response) => response.url().includes('/api/order/create-order'));
  await step(page, 'pay').getByTestId('pay-button').click();
  expect((await refused).status()).toBe(400);
  await expect(payment).toHaveAttribute('data-state', 'active');
  await expect(payment.getByTestId('checkout-error')).toContainText('Diese PIN stimmt nicht');
  await expect(pinField).toHaveValue('');

  // The right one: the order is placed on the table's bill.
  await pinField.fill(pin);
  await continueFrom(page, 'payment', 'pay');
  const created = page.waitForResponse((response) => response.url().includes('/api/order/create-order'));
  await step(page, 'pay').getByTestId('pay-button').click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/order/);

  await openMenu(page, HOME);
  await page.getByTestId('open-table-bill').click();
  await expect(page).toHaveURL(/\/table-bill\?tablePaymentId=/);
  await expect(page.getByTestId('bill-unit').filter({ hasText: 'Espresso' }).first()).toBeVisible();
});
