import type { Page } from '@playwright/test';
import { continueFrom, chooseTypeAndTime, startCheckout, step } from './support/checkout.ts';
import { closeSideCartIfOpen, expectAccessible, isPhone, openMenu, productCard, screenshot, selectCategory } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

/*
 * Issue 26 item 18: the fee and the minimum before the checkout. The guest gives a postal code on the
 * menu; from then on the basket bar (phones), the side cart and the cart say the zone's fee and what
 * is missing for its minimum and for free delivery. The demo's zone 10119: fee 1,50 €, minimum
 * 12,00 €, free from 35,00 €. Nothing here depends on the hour: adding dishes and checking a postal
 * code work whether the kitchen is open or not.
 */
const euros = String.raw`\d+,\d\d\s€`;

/** Delivery on the menu's switch (the demo offers it first, so it may be chosen already). */
async function chooseDelivery(page: Page): Promise<void> {
  const delivery = page.getByRole('radio', { name: 'Lieferung' });
  if (!(await delivery.isChecked())) await page.getByTestId('delivery-type-switcher').getByText('Lieferung').click();
  await expect(delivery).toBeChecked();
}

test('a postal code on the menu tells the fee, the minimum and free delivery before the checkout', async ({ page }, testInfo) => {
  await openMenu(page);
  await chooseDelivery(page);
  const form = page.getByTestId('delivery-area-form');
  await expect(form).toBeVisible();

  // Outside the delivery area: said under the field, in the guest's language; nothing kept.
  await form.getByLabel('Liefern nach Postleitzahl').fill('80331');
  await form.getByTestId('delivery-area-submit').click();
  await expect(form.getByTestId('delivery-area-error')).toContainText('Liefergebiet');
  await expect(form.getByTestId('delivery-area-input')).toBeFocused();

  await form.getByTestId('delivery-area-input').fill('10119');
  await form.getByTestId('delivery-area-input').press('Enter');
  const area = page.getByTestId('delivery-area');
  await expect(area.getByTestId('delivery-area-value')).toHaveText('10119');
  await expect(area.getByTestId('delivery-area-change')).toBeFocused();
  // An empty basket: the whole minimum is missing.
  await expect(area.getByTestId('minimum-missing')).toHaveText(/^Noch 12,00\s€ bis zum Mindestbestellwert für die Lieferung \(12,00\s€\)\.$/);
  await screenshot(page, testInfo, 'delivery-area-menu');
  await expectAccessible(page, '[data-testid="ordering-bar"]');

  // One bruschetta: still below the minimum — the basket bar says so on a phone.
  await selectCategory(page, testInfo, 'Antipasti');
  await productCard(page, 'Bruschetta al pomodoro').getByTestId('add-button').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  if (isPhone(testInfo)) {
    await expect(page.getByTestId('basket-bar-progress')).toHaveText(new RegExp(`^Noch ${euros} bis zum Mindestbestellwert`));
  } else {
    await expect(page.getByTestId('side-cart').getByTestId('minimum-missing')).toContainText('Mindestbestellwert');
    await closeSideCartIfOpen(page);
  }

  // Above the minimum, below free delivery: the fee and what free delivery needs.
  await productCard(page, 'Arancini siciliani').getByTestId('add-button').click();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  const towardsFree = new RegExp(`^Noch ${euros} bis zur kostenlosen Lieferung \\(bis dahin Lieferung 1,50\\s€\\)\\.$`);
  if (isPhone(testInfo)) {
    await expect(page.getByTestId('basket-bar-progress')).toHaveText(towardsFree);
    await screenshot(page, testInfo, 'delivery-area-basket-bar');
  } else {
    await expect(page.getByTestId('side-cart').getByTestId('delivery-progress')).toHaveText(towardsFree);
    await closeSideCartIfOpen(page);
  }
  await expect(area.getByTestId('delivery-progress')).toHaveText(towardsFree);

  // The cart says it beside the total, and the checkout's address step has the postal code already.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-summary').getByTestId('delivery-progress')).toHaveText(towardsFree);
  await expect(page.getByTestId('delivery-area-value')).toHaveText('10119');
  // The whole cart, as the guest reads it: its extras come with their own answer.
  await expect(page.getByTestId('extra-item').first()).toBeVisible();
  await expectAccessible(page);
  await startCheckout(page);
  await chooseTypeAndTime(page, 'delivery');
  await continueFrom(page, 'deliveryMethod', 'address');
  await expect(step(page, 'address').getByTestId('field-postalCode')).toHaveValue('10119');
});

test('the postal code can be changed from the cart, in Arabic right to left', async ({ page }, testInfo) => {
  await openMenu(page);
  await chooseDelivery(page);
  await selectCategory(page, testInfo, 'Antipasti');
  await productCard(page, 'Bruschetta al pomodoro').getByTestId('add-button').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await closeSideCartIfOpen(page);

  await page.goto('/cart?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const input = page.getByTestId('delivery-area-input');
  await input.fill('10115');
  await page.getByTestId('delivery-area-submit').click();
  await expect(page.getByTestId('delivery-area-value')).toHaveText('10115');
  // The total beside it says the minimum (10115: 15.00 € in Arabic digits' format); the picker does not repeat it.
  await expect(page.getByTestId('cart-summary').getByTestId('minimum-missing')).toContainText('15.00');
  await expect(page.getByTestId('minimum-missing')).toHaveCount(1);
  await screenshot(page, testInfo, 'delivery-area-cart-ar');
  await expectAccessible(page);

  await page.getByTestId('delivery-area-change').click();
  await expect(input).toHaveValue('10115');
  await input.fill('10119');
  await input.press('Enter');
  await expect(page.getByTestId('delivery-area-value')).toHaveText('10119');
  // The new zone's minimum (12.00 €) is what the total now measures against.
  await expect(page.getByTestId('cart-summary').getByTestId('minimum-missing')).toContainText('12.00');
});
