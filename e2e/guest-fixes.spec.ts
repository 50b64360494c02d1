import { expect, test, type Locator } from './support/test.ts';
import { moveOrderAsKitchen } from './support/manager.ts';
import {
  chooseTypeAndTime,
  continueFrom,
  fillAddress,
  fillBasket,
  orderThroughApi,
  startCheckout,
  step,
} from './support/checkout.ts';
import { expectAccessible, openMenu, productCard, screenshot, selectCategory } from './support/storefront.ts';

// Issue 26, "what guests tripped over": the status page's words and the rejected order.
test.describe('the order status page', () => {
  test('names the steps of a pickup in German and Arabic, and a typed mobile number is taken', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    // Spaces, brackets and dashes as people type them (item 1).
    const order = await orderThroughApi(page, 'Tiramisù della casa', 1, {
      guest: { name: 'Lena Weber', email: 'lena@example.com', mobile: '+49 (0)171 123-45 67' },
    });
    await page.goto(`/paymentstatus?orderId=${order.orderId}`);
    const tracker = page.getByTestId('order-status-tracker');
    await expect(tracker).toHaveAttribute('data-status', 'received');
    await expect(tracker).toContainText('Abgeholt');
    await expect(tracker).not.toContainText('Ausgeliefert');
    await moveOrderAsKitchen(page, order.orderId, 'processing', 'delivered');
    await expect(tracker.getByTestId('order-status-text')).toHaveText(/Abgeholt/);

    await page.goto(`/paymentstatus?orderId=${order.orderId}&lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The first step is "order arrived", not "picked up"; the last one is the pickup.
    await expect(tracker.locator('ol > li').first()).toHaveText('وصل الطلب');
    await expect(tracker.locator('ol > li').last()).toHaveText('تم الاستلام');
    await screenshot(page, testInfo, 'guestfix-status-pickup-arabic', true);
    await expectAccessible(page);
  });

  test('a rejected order shows no thank-you header', async ({ page }, testInfo) => {
    await page.goto('/');
    const order = await orderThroughApi(page, 'Panna cotta', 1);
    await page.goto(`/paymentstatus?orderId=${order.orderId}`);
    await expect(page.getByTestId('payment-result-received')).toBeVisible();
    await moveOrderAsKitchen(page, order.orderId, 'rejected');
    await expect(page.getByTestId('order-rejected-reason')).toHaveText('Ausverkauft');
    await expect(page.getByTestId('payment-result-rejected')).toContainText('Ihre Bestellung wurde nicht angenommen');
    await expect(page.getByTestId('payment-result-received')).toHaveCount(0);
    await screenshot(page, testInfo, 'guestfix-status-rejected', true);
    await expectAccessible(page);

    await page.goto(`/paymentstatus?orderId=${order.orderId}&lang=ar`);
    await expect(page.getByTestId('payment-result-rejected')).toContainText('لم يتم قبول طلبك');
    await screenshot(page, testInfo, 'guestfix-status-rejected-arabic', true);
  });
});

test('the deposit stands with the price on the card and in the dialog', async ({ page }, testInfo) => {
  await openMenu(page);
  await selectCategory(page, testInfo, 'Bevande');
  const card = productCard(page, 'San Pellegrino 0,75 l');
  await expect(card.getByTestId('price-deposit')).toHaveText(/zzgl\. 0,15\s€ Pfand/);
  await screenshot(page, testInfo, 'guestfix-deposit-card');
  await card.getByRole('heading', { name: 'San Pellegrino 0,75 l', exact: true }).click();
  const panel = page.getByTestId('product-panel');
  await expect(panel.getByTestId('price-deposit')).toHaveText(/zzgl\. 0,15\s€ Pfand/);
  await expectAccessible(page);

  await openMenu(page, '/?lang=ar');
  await selectCategory(page, testInfo, 'مشروبات');
  await expect(productCard(page, 'San Pellegrino 0,75 l').getByTestId('price-deposit')).toContainText('تأمين');
  await screenshot(page, testInfo, 'guestfix-deposit-card-arabic');
});

test('the address typed at checkout is offered again in a new tab', async ({ page }, testInfo) => {
  await fillBasket(page, testInfo, 'Antipasti', ['Bruschetta al pomodoro', 'Arancini siciliani']);
  await startCheckout(page);
  await chooseTypeAndTime(page, 'delivery');
  await continueFrom(page, 'deliveryMethod', 'address');
  await fillAddress(page, { street: 'Torstraße', number: '1', postalCode: '10119', city: 'Berlin' });
  await continueFrom(page, 'address', 'personal');

  const tab = await page.context().newPage();
  await startCheckout(tab);
  await continueFrom(tab, 'deliveryMethod', 'address');
  await expect(step(tab, 'address').getByTestId('field-address')).toHaveValue('Torstraße');
  await expect(step(tab, 'address').getByTestId('field-postalCode')).toHaveValue('10119');
});

test("a toast never covers the time sheet's Save button @phone-only", async ({ page }, testInfo) => {
  await openMenu(page);
  // Changing the delivery type answers with a toast; the guest opens the time sheet right away. The
  // guest taps the segment's label, as on the phone (the radio itself is visually hidden under it).
  await page.getByTestId('delivery-type-switcher').getByText('Abholung').click();
  const snackbar = page.getByTestId('snackbar');
  await expect(snackbar).toBeVisible();
  await page.getByTestId('delivery-time-button').click();
  const save = page.getByTestId('delivery-time-sheet').getByTestId('delivery-time-save');
  await expect(save).toBeVisible();
  await expect(snackbar).toBeVisible();
  expect(overlap(await boxOf(snackbar), await boxOf(save))).toBe(false);
  await screenshot(page, testInfo, 'guestfix-toast-over-sheet');
});

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
