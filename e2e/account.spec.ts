import { expect, test, type Page } from './support/test.ts';
import { formatMessage, type MessageCode } from '@tavola/domain/messages/catalogue';
import { deLazy } from '../apps/web/src/i18n/lazy/de.ts';
import {
  apiAs,
  field,
  fillBasketThroughApi,
  logInThroughOverlay,
  newCustomer,
  openAuthOverlay,
  openDashboard,
  placeOrderThroughApi,
  privateTokenOf,
  publicToken,
  storedBasketId,
  registerThroughApi,
  resetLinkMailedTo,
  useOwnClientAddress,
  type Customer,
} from './support/account.ts';
import { checkoutSettled, fillBasket } from './support/checkout.ts';
import { expectAccessible, isPhone, openMenu, screenshot } from './support/storefront.ts';

/** The restaurant's language (German): server messages as the catalogue words them. */
const message = (code: MessageCode, params?: Record<string, string | number>) => formatMessage(code, 'de', params);
const texts = deLazy.account;

/** Logs in through the API and stores the token as the overlay would: the page then starts logged in. */
async function startLoggedIn(page: Page, customer: Customer): Promise<void> {
  await openMenu(page);
  await registerThroughApi(page, customer);
  const api = await apiAs(page, await publicToken(page));
  const login = await api.post('auth/login', { email: customer.email, password: customer.password });
  await page.evaluate((token) => localStorage.setItem('tavola.privateToken', token), login.access_token!);
}

test.describe('customer accounts', () => {
  // Each test is a whole customer journey (sign up, mail, profile, order, history): many screens,
  // more than the default minute on a busy two-core machine.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => {
    await useOwnClientAddress(page);
  });

  test('signing up with a registered e-mail says what happens next without revealing the account', async ({ page }, testInfo) => {
    const customer = newCustomer(testInfo);
    await openMenu(page);
    await registerThroughApi(page, customer);
    await openAuthOverlay(page, testInfo);
    const overlay = page.getByTestId('auth-overlay');
    await overlay.getByRole('button', { name: texts.auth.createAccount }).click();
    await field(overlay, 'Name').fill(customer.name);
    await field(overlay, 'E-Mail').fill(customer.email);
    await field(overlay, 'Handynummer').fill(customer.mobile);
    await field(overlay, 'Passwort').fill('another secret phrase');
    await field(overlay, 'Passwort bestätigen').fill('another secret phrase');
    await overlay.getByTestId('sign-up-submit').click();
    await expect(overlay.getByTestId('form-success')).toHaveText(texts.auth.signUpCheckMail);
    await expect(overlay.getByTestId('form-error')).toHaveCount(0);
    expect(await privateTokenOf(page)).toBeNull();
  });

  test('sign up logs in automatically and keeps the guest basket; log out starts over; log in again', async ({
    page,
  }, testInfo) => {
    const customer = newCustomer(testInfo);

    // A guest basket with one dish before signing up: the first dish added creates it (decision 105).
    await fillBasket(page, testInfo, 'Antipasti', ['Bruschetta al pomodoro']);
    const guestBasket = await storedBasketId(page);
    expect(guestBasket).not.toBeNull();
    await page.reload();
    await expect(page.getByTestId('basket-count')).toHaveText('1');

    await openAuthOverlay(page, testInfo);
    const overlay = page.getByTestId('auth-overlay');
    await expect(overlay.getByRole('heading', { name: texts.auth.signInTitle })).toBeVisible();
    await expect(field(overlay, 'E-Mail')).toBeFocused();
    await screenshot(page, testInfo, 'auth-sign-in');
    await expectAccessible(page);

    await overlay.getByRole('button', { name: texts.auth.createAccount }).click();
    await expect(overlay.getByRole('heading', { name: texts.auth.signUpTitle })).toBeVisible();
    await expect(field(overlay, 'Name')).toBeFocused();

    // The shared schema checks before any call; messages sit under their fields, focus on the first.
    await overlay.getByTestId('sign-up-submit').click();
    await expect(overlay.getByTestId('error-name')).toHaveText(message('field_required'));
    await expect(field(overlay, 'Name')).toBeFocused();
    await field(overlay, 'Name').fill(customer.name);
    await field(overlay, 'E-Mail').fill(customer.email);
    await field(overlay, 'Handynummer').fill('030-12a3');
    await field(overlay, 'Passwort').fill(customer.password);
    await field(overlay, 'Passwort bestätigen').fill(`${customer.password}!`);
    await expect(overlay.getByTestId('error-name')).toHaveCount(0);
    await expect(overlay.getByTestId('error-mobile')).toHaveText(message('mobile_numeric'));
    await expect(overlay.getByTestId('error-password_confirmation')).toHaveText(
      message('password_confirmation_mismatch'),
    );
    await screenshot(page, testInfo, 'auth-sign-up-errors');
    await expectAccessible(page);

    await field(overlay, 'Handynummer').fill(customer.mobile);
    await field(overlay, 'Passwort bestätigen').fill(customer.password);
    const signUp = page.waitForResponse((response) => response.url().includes('/api/auth/signup'));
    const logIn = page.waitForResponse((response) => response.url().includes('/api/auth/login'));
    await overlay.getByTestId('sign-up-submit').click();
    expect((await signUp).status()).toBe(200);
    // Sign-up answers no token (decision 010): the storefront logs in with the same credentials.
    expect((await logIn).status()).toBe(200);
    await expect(overlay).toBeHidden();
    await expect(page.getByTestId('snackbar')).toContainText(`Willkommen, ${customer.name}!`);
    const token = await privateTokenOf(page);
    expect(token).toBeTruthy();

    // The guest basket is now the customer's: same id, same product, and no longer a guest's.
    expect(await storedBasketId(page)).toBe(guestBasket);
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    const customerApi = await apiAs(page, token!);
    await customerApi.get('basket', { basketId: guestBasket! });
    const asGuest = await page.request.get('/api/basket', {
      params: { basketId: guestBasket!, restaurantId: customerApi.restaurantId },
      headers: { authorization: `Bearer ${await publicToken(page)}` },
    });
    expect(asGuest.status()).toBe(404);

    await openDashboard(page, testInfo);
    await expect(page).toHaveTitle(`Trattoria Tavola | ${texts.routes.profile}`);
    await expect(page.getByTestId('dashboard').getByRole('heading', { level: 1 })).toHaveText('Hallo, Giulia');
    await expect(page.getByTestId('dashboard')).toContainText(customer.email);

    // Logout: token gone, the basket unassigned and forgotten here; the next choice starts a fresh guest basket.
    await page.getByTestId('logout-button').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('snackbar')).toContainText(message('logged_out'));
    expect(await privateTokenOf(page)).toBeNull();
    await expect.poll(() => storedBasketId(page)).toBeNull();
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
    const afterLogout = await page.request.get('/api/auth/user', {
      params: { restaurantId: customerApi.restaurantId },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(afterLogout.status()).toBe(401);

    // Wrong password: the form says so; then the right one.
    await openAuthOverlay(page, testInfo);
    await field(overlay, 'E-Mail').fill(customer.email);
    await field(overlay, 'Passwort').fill('not the password');
    await overlay.getByTestId('sign-in-submit').click();
    await expect(overlay.getByTestId('form-error')).toHaveText(message('credentials_do_not_match'));
    await page.keyboard.press('Escape');
    await logInThroughOverlay(page, testInfo, customer);
    await openDashboard(page, testInfo);
  });

  test('a stored token logs in on start; a revoked or unreadable one is dropped for a public token', async ({
    page,
  }, testInfo) => {
    const customer = newCustomer(testInfo);
    await startLoggedIn(page, customer);
    const token = (await privateTokenOf(page))!;

    const automaticLogin = page.waitForResponse(
      (response) => response.url().includes('/api/auth/user?') && response.status() === 200,
    );
    await page.reload();
    await automaticLogin;
    await openDashboard(page, testInfo);
    await expect(page.getByTestId('dashboard')).toContainText(customer.email);

    // Revoked elsewhere (logout on another device): the next start drops it and goes on as a guest.
    await page.request.get('/api/auth/logout', {
      params: { restaurantId: (await apiAs(page, token)).restaurantId },
      headers: { authorization: `Bearer ${token}` },
    });
    await page.goto('/');
    await expect.poll(() => privateTokenOf(page)).toBeNull();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    if (!isPhone(testInfo)) await expect(page.getByRole('banner').getByTestId('login-link')).toBeVisible();

    // An unreadable token counts as expired: dropped before any call, the dashboard is closed.
    await page.evaluate(() => localStorage.setItem('tavola.privateToken', 'not-a-jwt'));
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await privateTokenOf(page)).toBeNull();
  });

  test('the dashboard sends visitors without a private token to the root path', async ({ page }) => {
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('forgot password: the mailed link sets a new password and logs in; the link works once', async ({
    page,
  }, testInfo) => {
    const customer = newCustomer(testInfo);
    await openMenu(page);
    await registerThroughApi(page, customer);

    await openAuthOverlay(page, testInfo);
    const overlay = page.getByTestId('auth-overlay');
    await overlay.getByRole('button', { name: texts.auth.forgotLink }).click();
    await expect(overlay.getByRole('heading', { name: texts.auth.forgotTitle })).toBeVisible();
    await field(overlay, 'E-Mail').fill(customer.email);
    await overlay.getByTestId('forgot-password-submit').click();
    await expect(overlay.getByTestId('form-success')).toHaveText(message('reset_link_emailed'));
    await screenshot(page, testInfo, 'auth-forgot-sent');
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    const link = new URL(await resetLinkMailedTo(customer.email));
    await page.goto(link.pathname);
    const reset = page.getByTestId('reset-password-form');
    await expect(reset).toBeVisible();
    await expect(page).toHaveTitle(`Trattoria Tavola | ${texts.routes.resetPassword}`);
    await expect(field(reset, 'E-Mail')).toHaveValue(customer.email);
    await expect(field(reset, 'Neues Passwort')).toBeFocused();
    await field(reset, 'Neues Passwort').fill('short');
    await reset.getByTestId('reset-password-submit').click();
    await expect(reset.getByTestId('error-password')).toHaveText(message('password_too_short', { min: 8 }));
    await screenshot(page, testInfo, 'reset-password');
    await expectAccessible(page);

    const newPassword = 'a brand new secret';
    await field(reset, 'Neues Passwort').fill(newPassword);
    await field(reset, 'Neues Passwort bestätigen').fill(newPassword);
    await reset.getByTestId('reset-password-submit').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('snackbar')).toContainText(message('password_changed'));
    await expect.poll(() => privateTokenOf(page)).not.toBeNull();

    // Single use: the same link now explains itself and offers a new one.
    await page.goto(link.pathname);
    await expect(page.getByTestId('reset-invalid')).toContainText(message('reset_token_invalid'));
    await screenshot(page, testInfo, 'reset-password-invalid');

    // The new password is the one that works.
    await openDashboard(page, testInfo);
    await page.getByTestId('logout-button').click();
    await expect(page).toHaveURL(/\/$/);
    await logInThroughOverlay(page, testInfo, { ...customer, password: newPassword });
  });

  test('profile: details, password change and addresses with search, add, edit and delete', async ({
    page,
  }, testInfo) => {
    const customer = newCustomer(testInfo);
    await startLoggedIn(page, customer);
    await page.goto('/dashboard/profile');
    const profile = page.getByTestId('profile-form');
    await expect(field(profile, 'Name')).toHaveValue(customer.name);

    await field(profile, 'Handynummer').fill('0176 abc');
    await profile.getByTestId('profile-save').click();
    await expect(profile.getByTestId('error-mobile')).toHaveText(message('mobile_numeric'));
    await expect(field(profile, 'Handynummer')).toBeFocused();
    await field(profile, 'Handynummer').fill('+4917612345678');
    await field(profile, 'Straße').fill('Kastanienallee');
    await field(profile, 'Nr.').fill('7');
    await field(profile, 'PLZ').fill('10435');
    await field(profile, 'Ort').fill('Berlin');
    await profile.getByTestId('profile-save').click();
    await expect(page.getByTestId('snackbar')).toContainText(message('user_updated'));
    await page.reload();
    await expect(field(page.getByTestId('profile-form'), 'Handynummer')).toHaveValue('+4917612345678');
    await expect(field(page.getByTestId('profile-form'), 'PLZ')).toHaveValue('10435');

    // Password change: the current password is checked by the server, the answer's token replaces ours.
    const passwordForm = page.getByTestId('password-form');
    await field(passwordForm, 'Aktuelles Passwort').fill('not my password');
    await field(passwordForm, 'Neues Passwort').fill('another long secret');
    await field(passwordForm, 'Neues Passwort bestätigen').fill('another long secret');
    await passwordForm.getByTestId('password-save').click();
    await expect(passwordForm.getByTestId('error-current_password')).toHaveText(message('current_password_wrong'));
    const before = await privateTokenOf(page);
    await field(passwordForm, 'Aktuelles Passwort').fill(customer.password);
    await passwordForm.getByTestId('password-save').click();
    await expect(page.getByTestId('snackbar')).toContainText(message('password_changed'));
    await expect(field(passwordForm, 'Aktuelles Passwort')).toHaveValue('');
    const after = await privateTokenOf(page);
    expect(after).not.toBe(before);
    await page.reload();
    await expect(page.getByTestId('dashboard')).toContainText(customer.email);

    // Addresses: validation, add two, search, edit one, delete one.
    const book = page.getByTestId('address-book');
    await expect(book.getByTestId('address-empty')).toHaveText(texts.addresses.empty);
    await book.getByTestId('address-add').click();
    const sheet = page.getByTestId('address-sheet');
    await expect(field(sheet, 'Straße')).toBeFocused();
    await field(sheet, 'PLZ').fill('10A19');
    await sheet.getByTestId('address-save').click();
    await expect(sheet.getByTestId('error-street')).toHaveText(message('field_required'));
    await expect(sheet.getByTestId('error-postal_code')).toHaveText(message('postal_code_numeric'));
    await expect(field(sheet, 'Straße')).toBeFocused();
    await screenshot(page, testInfo, 'address-form-errors');
    await expectAccessible(page);
    await field(sheet, 'Straße').fill('Torstraße');
    await field(sheet, 'Nr.').fill('121');
    await field(sheet, 'PLZ').fill('10119');
    await field(sheet, 'Ort').fill('Berlin');
    await field(sheet, 'Hinweis für die Lieferung').fill('3. Stock');
    await sheet.getByTestId('address-save').click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('snackbar')).toContainText(message('address_created'));

    await book.getByTestId('address-add').click();
    await field(sheet, 'Straße').fill('Kastanienallee');
    await field(sheet, 'Nr.').fill('7');
    await field(sheet, 'PLZ').fill('10435');
    await field(sheet, 'Ort').fill('Berlin Prenzlauer Berg');
    await sheet.getByTestId('address-save').click();
    await expect(book.getByTestId('address-item')).toHaveCount(2);

    await book.getByTestId('address-search').fill('Prenzlauer');
    await expect(book.getByTestId('address-item')).toHaveCount(1);
    await expect(book.getByTestId('address-item')).toContainText('Kastanienallee 7');
    await book.getByTestId('address-search').fill('Nirgendwo');
    await expect(book.getByTestId('address-empty')).toContainText('Nirgendwo');
    await book.getByTestId('address-search').fill('');
    await expect(book.getByTestId('address-item')).toHaveCount(2);

    const torstrasse = book.getByTestId('address-item').filter({ hasText: 'Torstraße' });
    await torstrasse.getByRole('button', { name: /bearbeiten/ }).click();
    await expect(field(sheet, 'Straße')).toHaveValue('Torstraße');
    await field(sheet, 'Nr.').fill('123');
    await sheet.getByTestId('address-save').click();
    await expect(page.getByTestId('snackbar')).toContainText(message('address_updated'));
    await expect(book.getByTestId('address-item').filter({ hasText: 'Torstraße 123' })).toHaveCount(1);

    const kastanienallee = book.getByTestId('address-item').filter({ hasText: 'Kastanienallee' });
    await kastanienallee.getByRole('button', { name: /löschen/ }).click();
    await kastanienallee.getByTestId('address-remove-confirm').click();
    await expect(page.getByTestId('snackbar')).toContainText(message('address_deleted'));
    await expect(book.getByTestId('address-item')).toHaveCount(1);

    await page.getByTestId('snackbar').getByRole('button').click();
    await screenshot(page, testInfo, 'dashboard-profile', true);
    await expectAccessible(page);
  });

  test('a saved address is offered at checkout; the order then shows in the history with its details', async ({
    page,
  }, testInfo) => {
    const customer = newCustomer(testInfo);
    await startLoggedIn(page, customer);
    await page.goto('/dashboard/profile');
    const book = page.getByTestId('address-book');
    await book.getByTestId('address-add').click();
    const sheet = page.getByTestId('address-sheet');
    await field(sheet, 'Straße').fill('Torstraße');
    await field(sheet, 'Nr.').fill('121');
    await field(sheet, 'PLZ').fill('10119');
    await field(sheet, 'Ort').fill('Berlin');
    await sheet.getByTestId('address-save').click();
    await expect(book.getByTestId('address-item')).toHaveCount(1);

    // The customer's basket for a delivery at the next valid time (set through the API so the test
    // does not depend on the hour it runs at), then the checkout screen.
    await fillBasketThroughApi(page, {
      type: 'delivery',
      products: [['Lasagne', 1]],
      inPage: true,
    });
    await page.goto('/checkout');
    await checkoutSettled(page);
    const step = (id: string) => page.getByTestId(`checkout-step-${id}`);
    // The type and time are set already: the checkout opens at the first step with something to do.
    await expect(step('deliveryMethod')).toHaveAttribute('data-state', 'done');
    await expect(step('address')).toHaveAttribute('data-state', 'active');
    const saved = step('address').getByTestId('saved-addresses');
    await expect(saved).toContainText('Torstraße 121');
    await saved.locator('label').filter({ hasText: 'Torstraße 121' }).click();
    await expect(step('address').getByRole('textbox', { name: /Straße/ })).toHaveValue('Torstraße');
    await screenshot(page, testInfo, 'checkout-saved-address');
    await step('address').getByTestId('step-continue').click();
    // The personal details come from the profile.
    await expect(step('personal').getByRole('textbox', { name: /E-Mail/ })).toHaveValue(customer.email);
    await step('personal').getByTestId('step-continue').click();
    await step('payment').getByTestId('payment-method-cash').click();
    await step('payment').getByTestId('step-continue').click();
    const terms = step('pay').getByTestId('terms-checkbox');
    if (await terms.count()) await terms.check();
    await step('pay').getByTestId('pay-button').click();
    await expect(page).toHaveURL(/\/paymentstatus\?/);

    await page.goto('/dashboard/orders');
    await expect(page).toHaveTitle(`Trattoria Tavola | ${texts.routes.orders}`);
    const card = page.getByTestId('order-card').first();
    await expect(card).toContainText('1× Lasagne al forno');
    await expect(card.getByTestId('order-status')).toHaveText(texts.orders.status.received);
    await expect(page.getByTestId('order-range')).toHaveText('1–1 von 1');
    await card.getByTestId('order-details').click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-address')).toContainText('Torstraße 121, 10119 Berlin');
    await expect(detail.getByTestId('order-lines')).toContainText('Lasagne al forno');
    await screenshot(page, testInfo, 'order-detail');
    await expectAccessible(page);
  });

  test('order history: pages with from–to of total, and reorder into the basket', async ({ page }, testInfo) => {
    const customer = newCustomer(testInfo);
    await startLoggedIn(page, customer);
    const userInfo = { name: customer.name, email: customer.email, mobile: customer.mobile };
    // One page holds ten: eleven orders make two pages; the newest comes first.
    for (let index = 0; index < 10; index++) {
      await placeOrderThroughApi(page, { type: 'pickup', products: [['Panna cotta', 1]], userInfo });
    }
    const newest = await placeOrderThroughApi(page, {
      type: 'pickup',
      products: [
        ['Tiramis', 2],
        ['Margherita', 1, ['Grande 36 cm', 'Mushrooms']],
      ],
      userInfo,
    });

    await page.goto('/dashboard/orders');
    await expect(page.getByTestId('order-card')).toHaveCount(10);
    await expect(page.getByTestId('order-range')).toHaveText('1–10 von 11');
    await expect(page.getByTestId('order-card').first()).toContainText(`Bestellung ${newest.orderNumber}`);
    await screenshot(page, testInfo, 'dashboard-orders');
    await expectAccessible(page);

    await page.getByRole('button', { name: texts.orders.next }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\?page=2$/);
    await expect(page.getByTestId('order-range')).toHaveText('11–11 von 11');
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await page.goBack();
    await expect(page.getByTestId('order-range')).toHaveText('1–10 von 11');

    // Reorder the newest order: its products land in the basket, the cart shows them.
    await page.getByTestId('order-card').first().getByTestId('order-details').click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-lines').getByRole('listitem')).toHaveCount(2);
    await detail.getByTestId('order-detail-reorder').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('snackbar')).toContainText(texts.orders.reordered);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Tiramisù' }).getByTestId('line-quantity')).toHaveText(
      '2',
    );
    // The pizza comes back with its size and topping.
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Pizza Margherita' })).toContainText('Grande 36 cm');
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Pizza Margherita' })).toContainText('Mushrooms');
    await expect(page.getByTestId('basket-count')).toHaveText('3');
  });

  test('download my data, then delete the account (password asked again)', async ({ page }, testInfo) => {
    const customer = newCustomer(testInfo);
    await startLoggedIn(page, customer);
    await page.goto('/dashboard/profile');

    const download = page.waitForEvent('download');
    await page.getByTestId('export-data').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^demo-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = await file
      .path()
      .then((path) => import('node:fs/promises').then((fs) => fs.readFile(path, 'utf8')));
    expect(exported).toContain(customer.email);

    await page.getByTestId('delete-account').click();
    const sheet = page.getByTestId('delete-account-sheet');
    await expect(field(sheet, 'Passwort')).toBeFocused();
    await field(sheet, 'Passwort').fill('wrong password');
    await sheet.getByTestId('delete-account-confirm').click();
    await expect(sheet.getByTestId('error-password')).toHaveText(message('current_password_wrong'));
    await screenshot(page, testInfo, 'delete-account');
    await expectAccessible(page);
    await field(sheet, 'Passwort').fill(customer.password);
    await sheet.getByTestId('delete-account-confirm').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('snackbar')).toContainText(message('user_deleted'));
    expect(await privateTokenOf(page)).toBeNull();

    // The account is gone: its credentials no longer log in.
    await openAuthOverlay(page, testInfo);
    const overlay = page.getByTestId('auth-overlay');
    await field(overlay, 'E-Mail').fill(customer.email);
    await field(overlay, 'Passwort').fill(customer.password);
    await overlay.getByTestId('sign-in-submit').click();
    await expect(overlay.getByTestId('form-error')).toHaveText(message('credentials_do_not_match'));
  });

  test('the dashboard in Arabic reads right to left', async ({ page }, testInfo) => {
    const customer = newCustomer(testInfo);
    await startLoggedIn(page, customer);
    await page.goto('/dashboard/profile?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('dashboard').getByRole('heading', { level: 1 })).toHaveText('مرحبًا، Giulia');
    await screenshot(page, testInfo, 'dashboard-profile-arabic');
    await expectAccessible(page);
  });
});
