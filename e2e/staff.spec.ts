import { actsAfterHydration, expect, test } from './support/test.ts';
import { orderThroughApi } from './support/checkout.ts';
import { signInToBoard } from './support/manager.ts';
import { invitationPathMailedTo } from './support/staff.ts';
import { expectAccessible, screenshot } from './support/storefront.ts';

/*
 * Staff (issue 23 item 3, decision 086): the demo's seeded person owns the demo restaurant and invites
 * a kitchen person from the browser; the kitchen's board shows no money figure. On the phone project
 * (375 px) the owner works in Arabic, on the desktop one in German.
 */

/** Names of this run: a rerun against the same server meets the people of the last one. */
const run = Date.now().toString(36).slice(-5);

test('an owner invites a kitchen person by e-mail; the link sets a password; the kitchen sees the board without figures; removal signs them out', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const phone = testInfo.project.name === 'mobile';
  const lang = phone ? 'ar' : 'de';
  const email = `koch-${run}-${testInfo.project.name}@demo.test`;

  // The owner: board → the owner's overview → the staff screen.
  await signInToBoard(page, lang);
  await page.getByTestId('open-owner-overview').click();
  await page.getByTestId('owner-screens').locator('a[href$="/manager/staff"]').click();
  await expect(page).toHaveURL(/\/manager\/staff/);
  const list = page.getByTestId('staff-list');
  await expect(list).toBeVisible();
  if (phone) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
  await screenshot(page, testInfo, `staff-${lang}-start`, true);

  // A wrong address is caught beside its field; then the invitation goes out.
  const form = page.getByTestId('invite-form');
  await form.locator('#invite-email').fill('not-an-address');
  await form.getByTestId('send-invite').click();
  await expect(form.getByTestId('field-error')).toBeVisible();
  await expectAccessible(page, '[data-testid="invite-form"]');
  await form.locator('#invite-email').fill(email);
  await form.locator('input[type="radio"][value="kitchen"]').check();
  await form.getByTestId('send-invite').click();
  const row = list.locator(`[data-email="${email}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('staff-role')).toHaveValue('kitchen');
  await expect(row.getByTestId('staff-resend')).toBeVisible();
  await expect(page.getByTestId('staff-audit')).toContainText(email);
  await expectAccessible(page);
  // From the top: a full-page picture taken scrolled down shows the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, `staff-${lang}-invited`, true);

  // The kitchen person, on their own device: the mailed link, a password, the board.
  const linkPath = await invitationPathMailedTo(email);
  const kitchenContext = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: phone ? { width: 375, height: 812 } : { width: 1024, height: 768 },
  });
  const kitchen = await kitchenContext.newPage();
  await kitchen.goto(`${linkPath}?lang=${lang}`);
  const signIn = kitchen.getByTestId('manager-sign-in');
  await signIn.locator('input[type="password"]').fill('kitchen-door-2026');
  await signIn.getByRole('button').click();
  await expect(kitchen.getByTestId('stream-state')).toHaveText(/Live|مباشر/);

  // A guest orders; the kitchen sees what to make, no totals, no till, no levers, no reject.
  const guestContext = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const guest = actsAfterHydration(await guestContext.newPage());
  await guest.goto('/menu');
  const order = await orderThroughApi(guest, 'Panna cotta', 2);
  const card = kitchen.getByTestId('lane-received').locator(`[data-order-id="${order.orderId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('2 × Panna cotta');
  await expect(card.getByTestId('order-total')).toHaveCount(0);
  await expect(card).not.toContainText('€');
  await expect(card.getByTestId('reject-order')).toHaveCount(0);
  await expect(kitchen.getByTestId('open-levers')).toHaveCount(0);
  await expect(kitchen.getByTestId('open-owner-overview')).toHaveCount(0);
  await expect(kitchen.getByText(/Umsatz|الإيرادات|Revenue/)).toHaveCount(0);
  await expectAccessible(kitchen);
  await screenshot(kitchen, testInfo, `staff-${lang}-kitchen-board`);
  await card.getByTestId('accept-order').click();
  await expect(kitchen.getByTestId('lane-processing').locator(`[data-order-id="${order.orderId}"]`)).toBeVisible();
  // The staff screen is the owners'.
  await kitchen.goto(`/manager/staff?lang=${lang}`);
  await expect(kitchen.getByTestId('owner-ownerOnly')).toBeVisible();
  await kitchen.goto(`/manager?lang=${lang}`);
  await expect(kitchen.getByTestId('stream-state')).toHaveText(/Live|مباشر/);

  // The owner's board shows the same order with its total.
  await page.goto(`/manager?lang=${lang}`);
  const ownerCard = page.locator(`[data-order-id="${order.orderId}"]`);
  await expect(ownerCard.getByTestId('order-total')).toContainText('€');

  // The owner removes the kitchen person: their board ends at once and asks to sign in.
  await page.goto(`/manager/staff?lang=${lang}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await list.locator(`[data-email="${email}"]`).getByTestId('staff-remove').click();
  await expect(list.locator(`[data-email="${email}"]`)).toHaveCount(0);
  await expect(kitchen.getByTestId('manager-sign-in')).toBeVisible({ timeout: 15_000 });

  await kitchenContext.close();
  await guestContext.close();
});
