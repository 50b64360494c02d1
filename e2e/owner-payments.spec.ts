import { expect, test, type Page } from './support/test.ts';
import { DEMO_MANAGER_EMAIL, DEMO_MANAGER_PASSWORD, signInToBoard } from './support/manager.ts';
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

/** From the cart to the checkout's payment step as a pickup guest (the basket must hold a dish). */
async function pickupPaymentStep(page: Page) {
  await startCheckout(page);
  await chooseTypeAndTime(page, 'pickup');
  await continueFrom(page, 'deliveryMethod', 'personal');
  await fillPersonal(page);
  await continueFrom(page, 'personal', 'payment');
  return step(page, 'payment');
}

const DEMO_METHODS = [
  { method: 'mollie', deliveryTypes: ['delivery', 'pickup', 'here'] },
  { method: 'cash', deliveryTypes: ['delivery', 'pickup'] },
  { method: 'payAtEnd', deliveryTypes: ['here'] },
  { method: 'payFix', deliveryTypes: ['here'] },
];

/** Every test starts from the demo's ways to pay, whatever an earlier one left behind. */
test.beforeEach(async ({ page }) => {
  await page.goto('/');
  const config = (await page.evaluate(() => JSON.parse(document.getElementById('storefront-config')!.textContent!))) as { clientId: string; clientSecret: string };
  const tokenAnswer = await page.request.post('/api/oauth/token', {
    data: { grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret },
  });
  const publicToken = ((await tokenAnswer.json()) as { access_token: string }).access_token;
  const login = await page.request.post('/api/managers/login', {
    headers: { authorization: `Bearer ${publicToken}` },
    data: { email: DEMO_MANAGER_EMAIL, password: DEMO_MANAGER_PASSWORD },
  });
  const owner = { authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}` };
  const section = (await (await page.request.get('/api/owner/payments', { headers: owner })).json()) as { data: { revision: number } };
  const reset = await page.request.put('/api/owner/payments/methods', { headers: owner, data: { revision: section.data.revision, methods: DEMO_METHODS } });
  expect(reset.status()).toBe(200);
});

test('switching cash off for pickup takes it away from the guest’s checkout, and back on brings it back', async ({ page }, testInfo) => {
  // Two whole checkouts besides the owner's screen.
  test.setTimeout(150_000);
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

  // The same browser as a guest now: the checkout offers what the owner left on.
  await fillBasket(page, testInfo, 'Antipasti', ['Bruschetta al pomodoro']);
  const payment = await pickupPaymentStep(page);
  await expect(payment.getByTestId('payment-method-mollie')).toBeVisible();
  await expect(payment.getByTestId('payment-method-cash')).toHaveCount(0);

  await page.goto('/manager/payments');
  await page.getByTestId('switch-cash-pickup').click();
  await expect(page.getByTestId('switch-cash-pickup')).toHaveAttribute('aria-checked', 'true');
  // A new guest (fresh storage: a basket and checkout of their own).
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await fillBasket(page, testInfo, 'Antipasti', ['Bruschetta al pomodoro']);
  const again = await pickupPaymentStep(page);
  await expect(again.getByTestId('payment-method-cash')).toBeVisible();
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
