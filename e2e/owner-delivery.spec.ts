import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInToBoard } from './support/manager.ts';
import { fillBasket, reachPay, startCheckout, step, storefrontApi } from './support/checkout.ts';
import { expectAccessible, screenshot } from './support/storefront.ts';

/*
 * The owner's delivery and voucher screens (issue 23): what the owner sets in the browser reaches the
 * guest's basket at once. Each project adds its own zone and voucher (both projects share a server's
 * database per worker), and nothing the other specs rely on (the demo's zones and tips) is changed.
 */

const zoneCode = (project: string) => (project === 'mobile' ? '10997' : '10999');

async function openScreen(page: Page, path: 'delivery' | 'vouchers', lang = 'de') {
  await signInToBoard(page, lang);
  await page.goto(`/manager/${path}?lang=${lang}`);
}

/** A guest's delivery basket to a postal code, through the API: its shipping price as the server prices it. */
async function guestShipping(page: Page, postalCode: string) {
  const api = await storefrontApi(page);
  const basketId = (await api.post('basket/create', { deliveryType: 'delivery' })).body.data.id as string;
  const [product] = (await api.get('restaurant/product/search', { query: 'Tiramisù' })).body.data as { id: number }[];
  expect((await api.post('basket/add', { basketId, productId: product!.id, quantity: 3 })).status).toBe(200);
  const address = await api.post('basket/add-address', {
    basketId,
    userInfo: { name: 'Guest', email: 'guest@example.com', mobile: '030123456', address: 'Oranienstraße', house_number: '1', postalCode, city: 'Berlin' },
  });
  expect(address.status, JSON.stringify(address.body)).toBe(200);
  return async () => (await api.get('basket', { basketId })).body.data.shipping_price as number;
}

test('an owner adds a zone and changes its fee, typed in German; a guest\'s basket follows at once', async ({ page }, testInfo) => {
  // Two screens and a guest's basket in one flow: longer than the suite's usual minute on a busy machine.
  test.slow();
  const postalCode = zoneCode(testInfo.project.name);
  await openScreen(page, 'delivery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferung & Trinkgeld');
  const rows = page.getByTestId('zone-row');
  await expect(rows.first()).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('add-zone').click();
  const added = rows.last();
  await added.getByTestId('zone-postalCode').fill(postalCode);
  await added.getByTestId('zone-city').fill('Kreuzberg');
  await added.getByTestId('zone-fee').fill('3,5');
  await added.getByTestId('zone-minimumOrder').fill('10');
  // A bad amount: the server's message under the field, nothing saved.
  await added.getByTestId('zone-freeDeliveryFrom').fill('1,234');
  await page.getByTestId('save-delivery').click();
  await expect(added.getByTestId('field-error')).toHaveText('Dieser Wert ist ungültig.');
  await added.getByTestId('zone-freeDeliveryFrom').fill('');
  await page.getByTestId('save-delivery').click();
  await expect(page.getByTestId('snackbar')).toContainText('Gespeichert');
  await screenshot(page, testInfo, 'owner-delivery', true);

  const shipping = await guestShipping(page, postalCode);
  expect(await shipping()).toBe(3.5);

  await page.reload();
  const saved = rows.filter({ has: page.locator(`input[value="${postalCode}"]`) });
  await expect(saved.getByTestId('zone-fee')).toHaveValue('3,50');
  await saved.getByTestId('zone-fee').fill('4,20');
  await page.getByTestId('save-delivery').click();
  await expect(page.getByTestId('snackbar')).toContainText('Gespeichert');
  expect(await shipping()).toBe(4.2);
});

test('a voucher created in the browser works at the checkout; deactivated, it is refused', async ({ page }, testInfo) => {
  test.slow();
  const code = `E2E${testInfo.project.name.toUpperCase()}`;
  await openScreen(page, 'vouchers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gutscheine');
  await page.getByTestId('new-voucher').click();
  const form = page.getByTestId('voucher-form');
  await form.getByTestId('voucher-code').fill(code.toLowerCase());
  await form.getByTestId('voucher-kind-fixed').check();
  await form.getByTestId('voucher-value').fill('2,5');
  await form.getByTestId('voucher-minimumOrder').fill('5');
  await form.getByTestId('voucher-usageLimit').fill('0');
  await form.getByTestId('save-voucher').click();
  await expect(form.getByTestId('field-error')).toHaveText('Dieser Wert ist ungültig.');
  await form.getByTestId('voucher-usageLimit').fill('50');
  await form.getByTestId('save-voucher').click();
  const row = page.locator(`[data-testid="voucher-row"][data-code="${code}"]`);
  await expect(row).toContainText('2,50');
  await expect(row.getByTestId('voucher-used')).toHaveText('0 von 50-mal genutzt');
  await expectAccessible(page);

  await fillBasket(page, testInfo, 'Antipasti', ['Calamari fritti', 'Arancini siciliani']);
  await startCheckout(page);
  await reachPay(page);
  const summary = step(page, 'pay');
  await summary.getByTestId('voucher-input').fill(code.toLowerCase());
  await summary.getByTestId('voucher-apply').click();
  await expect(summary.getByTestId('voucher-applied')).toContainText(code);
  await expect(page.getByTestId('total-discount').filter({ visible: true }).first()).toHaveText(/−2,50\s€/);
  await summary.getByTestId('voucher-remove').click();

  await page.goto('/manager/vouchers?lang=de');
  await row.getByTestId('deactivate-voucher').click();
  await expect(row.getByTestId('voucher-status')).toHaveText('Deaktiviert');
  await startCheckout(page);
  await summary.getByTestId('voucher-input').fill(code);
  await summary.getByTestId('voucher-apply').click();
  await expect(summary.getByTestId('voucher-error')).toHaveText('Dieser Gutscheincode ist ungültig.');
});

test('the screens in Arabic, right to left, keyboard and axe', async ({ page }, testInfo) => {
  await openScreen(page, 'delivery', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التوصيل والإكرامية');
  await expect(page.getByTestId('zone-row').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'owner-delivery-ar', true);
  // The keyboard reaches the first delivery type switch and toggles it with Space.
  const delivery = page.getByTestId('offer-delivery');
  await delivery.focus();
  await page.keyboard.press('Space');
  await expect(delivery).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(delivery).toBeChecked();

  await page.goto('/manager/vouchers?lang=ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('القسائم');
  await expect(page.getByTestId('voucher-row').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'owner-vouchers-ar', true);
});
