import { expect, test, type Page } from './support/test.ts';
import { signInToBoard } from './support/manager.ts';
import { chooseTypeAndTime, continueFrom, fillBasket, fillPersonal, startCheckout, step } from './support/checkout.ts';
import { expectAccessible, screenshot } from './support/storefront.ts';

/*
 * The owner's payments screen (issue 23, decision 088): a switch per way to pay and delivery type that
 * guests follow at checkout at once, and the provider cards. The e2e server has no provider keys and no
 * CREDENTIALS_KEY: online payments are in test mode and credentials cannot be stored (the server suite
 * covers storing, masking and testing them against local fake providers).
 */

async function openPayments(page: Page, lang: string): Promise<void> {
  await signInToBoard(page, lang);
  await page.getByTestId('open-owner-overview').click();
  await page.getByTestId('owner-screens').getByRole('link').filter({ hasText: lang === 'ar' ? 'المدفوعات' : 'Zahlungen' }).click();
  await expect(page).toHaveURL(/\/manager\/payments$/);
  await expect(page.getByTestId('payments-screen')).toBeVisible();
}

async function pickupPaymentStep(page: Page, testInfo: Parameters<typeof fillBasket>[1]) {
  await fillBasket(page, testInfo, 'Antipasti', ['Bruschetta al pomodoro']);
  await startCheckout(page);
  await continueFrom(page, 'summary', 'deliveryMethod');
  await chooseTypeAndTime(page, 'pickup');
  await continueFrom(page, 'deliveryMethod', 'personal');
  await fillPersonal(page);
  await continueFrom(page, 'personal', 'payment');
  return step(page, 'payment');
}

test('switching cash off for pickup takes it away from the guest’s checkout, and back on brings it back', async ({ page, browser, baseURL }, testInfo) => {
  await openPayments(page, 'de');
  const cashForPickup = page.getByTestId('switch-cash-pickup');
  await expect(cashForPickup).toHaveAttribute('aria-checked', 'true');
  // Table payments exist only at the table: no switch for them elsewhere.
  await expect(page.getByTestId('switch-payAtEnd-pickup')).toHaveCount(0);
  await expect(page.getByTestId('switch-payAtEnd-here')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('payments-test-mode')).toBeVisible();
  await expect(page.getByTestId('credentials-key-missing')).toBeVisible();
  await expect(page.getByTestId('provider-mollie').getByTestId('provider-source')).toHaveText('Nicht eingerichtet');
  await expectAccessible(page);

  // Keyboard: the switch is a button in the tab order; Space toggles it.
  await cashForPickup.focus();
  await page.keyboard.press('Space');
  await expect(cashForPickup).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Gespeichert: Gäste sehen es jetzt an der Kasse.')).toBeVisible();

  // Each guest in a browser of their own (their own basket).
  const asGuest = async (check: (payment: ReturnType<typeof step>) => Promise<void>) => {
    const guest = await browser.newPage({ viewport: page.viewportSize() ?? undefined, locale: 'de-DE', baseURL });
    try {
      await check(await pickupPaymentStep(guest, testInfo));
    } finally {
      await guest.close();
    }
  };
  await asGuest(async (payment) => {
    await expect(payment.getByTestId('payment-method-mollie')).toBeVisible();
    await expect(payment.getByTestId('payment-method-cash')).toHaveCount(0);
  });

  await cashForPickup.click();
  await expect(cashForPickup).toHaveAttribute('aria-checked', 'true');
  await asGuest(async (payment) => {
    await expect(payment.getByTestId('payment-method-cash')).toBeVisible();
  });
});

test('the last way to pay for a delivery type cannot be switched off: the owner is told why', async ({ page }) => {
  await openPayments(page, 'de');
  const onlyForHere = ['mollie', 'payAtEnd', 'payFix'];
  // Switch off all but payFix for the table, then try payFix too.
  for (const method of onlyForHere.slice(0, 2)) {
    await page.getByTestId(`switch-${method}-here`).click();
    await expect(page.getByTestId(`switch-${method}-here`)).toHaveAttribute('aria-checked', 'false');
  }
  await page.getByTestId('switch-payFix-here').click();
  await expect(page.getByText('Gäste brauchen für jede angebotene Bestellart mindestens eine Zahlungsart.')).toBeVisible();
  await expect(page.getByTestId('switch-payFix-here')).toHaveAttribute('aria-checked', 'true');
  for (const method of onlyForHere.slice(0, 2)) {
    await page.getByTestId(`switch-${method}-here`).click();
    await expect(page.getByTestId(`switch-${method}-here`)).toHaveAttribute('aria-checked', 'true');
  }
});

test('the payments screen in Arabic: right to left, readable on a phone, accessible', async ({ page }, testInfo) => {
  await openPayments(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المدفوعات');
  await expect(page.getByRole('switch', { name: 'نقدًا لـ استلام' })).toBeVisible();
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'owner-payments-ar', true);
  await page.goto('/manager/payments?lang=de');
  await expect(page.getByTestId('payments-screen')).toBeVisible();
  await screenshot(page, testInfo, 'owner-payments-de', true);
});
