import { actsAfterHydration, expect, test } from './support/test.ts';
import { signInToBoard } from './support/manager.ts';
import { asapOfferedNow } from './support/checkout.ts';
import { dayAfterTomorrowSlots, ownerHoursApi } from './support/owner-hours.ts';
import { expectAccessible, screenshot } from './support/storefront.ts';

/*
 * The owner's hours screen (issue 23): an owner opens delivery all day, every day, in the browser and a
 * guest's time picker follows. The server runs on the real clock, so the test sets every day of the
 * week and reads the day after tomorrow (always offered: the demo's delivery takes orders 6 days ahead; tomorrow
 * would lose its first slots to the lead time when the suite runs just before midnight).
 */

test('an owner opens delivery all day without “as soon as possible” and a guest’s time picker follows', async ({ page, browser, baseURL }, testInfo) => {
  // Two pages, two languages and a save: more than the default minute on a busy two-core machine.
  test.setTimeout(180_000);
  const guestContext = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: page.viewportSize() });
  const guest = actsAfterHydration(await guestContext.newPage());
  const before = await dayAfterTomorrowSlots(guest);
  expect(before.slots[0]).not.toBe('00:00');
  // The demo offers 'as soon as possible' exactly while it is open (the suite runs at any hour).
  expect(before.asap).toBe(await asapOfferedNow(guest, 'delivery'));

  await signInToBoard(page, 'de');
  const api = await ownerHoursApi(page);
  const original = (await api.read()).value;
  try {
    await page.goto('/manager/hours?lang=de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Öffnungszeiten');
    await expect(page.getByTestId('type-delivery')).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);

    // Monday: one range over the whole day (until 00:00 is midnight at its end).
    const monday = page.getByTestId('day-monday');
    while ((await monday.getByTestId('range').count()) > 1) await monday.getByTestId('range-remove').last().click();
    await monday.getByTestId('range-from').fill('08:00');
    await monday.getByTestId('range-until').fill('08:00');

    // The server refuses an empty range and says so at the field.
    await page.getByTestId('hours-save').click();
    await expect(monday.getByTestId('field-error')).toBeVisible();
    await expect(monday.getByTestId('range-until')).toHaveAttribute('aria-invalid', 'true');
    await monday.getByTestId('range-from').fill('00:00');
    await monday.getByTestId('range-until').fill('00:00');
    await expect(monday.getByTestId('field-error')).toBeHidden();

    // Copy Monday to every day, with the keyboard.
    await monday.getByTestId('day-copy').focus();
    await page.keyboard.press('Enter');
    await monday.getByTestId('copy-all').check();
    await monday.getByTestId('copy-apply').click();
    for (const day of ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
      await expect(page.getByTestId(`day-${day}`).getByTestId('range')).toHaveCount(1);
      await expect(page.getByTestId(`day-${day}`).getByTestId('range-from')).toHaveValue('00:00');
    }
    // No close period may cover tomorrow, whatever the date.
    while ((await page.getByTestId('close-period').count()) > 0) await page.getByTestId('close-period').first().getByRole('button').click();
    await page.getByTestId('max-orders').fill('5');
    await page.getByTestId('asap').uncheck();

    const saved = page.waitForResponse((response) => response.url().includes('/api/owner/hours') && response.request().method() === 'PUT');
    await page.getByTestId('hours-save').click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('hours-save')).toBeDisabled();
    await screenshot(page, testInfo, 'owner-hours', true);

    const after = await dayAfterTomorrowSlots(guest);
    expect(after.slots[0]).toBe('00:00');
    expect(after.slots.at(-1)).toBe('23:45');
    expect(after.asap).toBe(false);

    await page.goto('/manager/hours?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ساعات العمل');
    await expect(page.getByTestId('day-monday').getByTestId('range-from')).toHaveValue('00:00');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'owner-hours-ar', true);
  } finally {
    // Other tests of this server's run expect the demo's own hours.
    const { revision } = await api.read();
    const { timeZone: _zone, ...value } = original;
    expect((await api.save({ revision, ...value })).status()).toBe(200);
    await guestContext.close();
  }
});
