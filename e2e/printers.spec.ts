import { CUT, FakePrinter } from '../apps/server/test/printers/fake-printer.ts';
import { expect, test } from './support/test.ts';
import { orderThroughApi } from './support/checkout.ts';
import { moveOrderAsKitchen, signInToBoard } from './support/manager.ts';
import { expectAccessible, screenshot } from './support/storefront.ts';

/*
 * Kitchen printers (issue 27 item 6): the owner adds a network receipt printer — here a fake one on a
 * local port that keeps what it receives — prints a test page, and an accepted order comes out of it.
 */

test('an owner adds a printer, a test page arrives, and accepting an order prints its ticket', async ({ page }, testInfo) => {
  const printer = await new FakePrinter().start();
  try {
    await signInToBoard(page, 'de');
    await page.goto('/manager/printers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Küchendrucker');
    await page.getByTestId('add-printer').click();
    const card = page.getByTestId('printer-card').last();
    await card.getByTestId('printer-name').fill('Pass');
    await card.getByTestId('printer-host').fill('127.0.0.1');
    await card.getByTestId('printer-port').fill(String(printer.port));
    // The pass prints the desserts only: the tiramisu order below comes out of it.
    await card.getByTestId('printer-categories').getByLabel('Dolci', { exact: true }).check();
    await page.getByTestId('save-printers').click();
    await expect(page.getByText('Gespeichert.').first()).toBeVisible();
    await expectAccessible(page);

    await card.getByTestId('printer-test').click();
    await expect(page.getByText('Testseite an den Drucker gesendet.').first()).toBeVisible();
    await expect.poll(() => printer.tickets.length).toBe(1);
    expect(printer.has(0, 'Testseite')).toBe(true);
    expect(printer.tickets[0]!.includes(CUT)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, testInfo, 'printers-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, testInfo, 'printers-375', true);

    const order = await orderThroughApi(page, 'Tiramisù', 2);
    await moveOrderAsKitchen(page, order.orderId, 'processing');
    await expect.poll(() => printer.tickets.length).toBe(2);
    expect(printer.has(1, `#${order.orderNumber}`)).toBe(true);
    expect(printer.has(1, '2 x Tiramisù')).toBe(true);

    // The board's print button sends the ticket to the kitchen printer again (no browser print dialog).
    await page.goto('/manager?lang=de');
    await page
      .getByTestId('lane-processing')
      .locator(`[data-order-id="${order.orderId}"]`)
      .getByRole('button', { name: 'Bon drucken' })
      .click();
    await expect(page.getByTestId('snackbar')).toContainText('An den Drucker gesendet.');
    await expect.poll(() => printer.tickets.length).toBe(3);
    expect(printer.has(2, `#${order.orderNumber}`)).toBe(true);
    await expect(page.getByTestId('kitchen-ticket')).toHaveCount(0);

    await page.goto('/manager/printers?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('printer-card')).toHaveCount(1);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'printers-ar-375', true);

    // Leave the shared server without a printer that goes away with this test.
    await page.getByTestId('remove-printer').click();
    await page.getByTestId('save-printers').click();
    await expect(page.getByTestId('printer-card')).toHaveCount(0);
    await expect(page.getByTestId('save-printers')).toBeEnabled();
  } finally {
    await printer.stop();
  }
});
