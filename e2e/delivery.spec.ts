import { asapOfferedNow } from './support/checkout.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible, openMenu, screenshot } from './support/storefront.ts';

test.describe('delivery type and time', () => {
  test('switching the delivery type goes through the server and is remembered', async ({ page }) => {
    await openMenu(page);
    const change = page.waitForResponse((response) => response.url().includes('basket/change-delivery-method'));
    await page.getByTestId('delivery-type-switcher').getByText('Abholung').click();
    expect((await change).status()).toBe(200);
    await expect(page.getByRole('radio', { name: 'Abholung' })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Abholung' })).toBeChecked();
  });

  test('picking a time from the slot rules, then back to as soon as possible while open', async ({ page }, testInfo) => {
    await openMenu(page);
    await page.getByTestId('delivery-time-button').click();
    const sheet = page.getByTestId('delivery-time-sheet');
    await expect(sheet).toBeVisible();
    const slots = sheet.getByTestId('delivery-slots').getByRole('button');
    await expect(slots.first()).toBeVisible();
    // 15-minute steps only.
    for (const text of await slots.allTextContents()) expect(text).toMatch(/^\d{2}:(00|15|30|45)$/);
    await screenshot(page, testInfo, 'delivery-time');
    await expectAccessible(page);
    const chosen = (await slots.first().textContent())!;
    await slots.first().click();
    const saved = page.waitForResponse((response) => response.url().includes('basket/add-delivery-time'));
    await sheet.getByTestId('delivery-time-save').click();
    expect((await saved).status()).toBe(200);
    await expect(sheet).toBeHidden();
    // German dates: DD.MM.YY HH:MM.
    await expect(page.getByTestId('delivery-time-value')).toHaveText(new RegExp(`^\\d{2}\\.\\d{2}\\.\\d{2} ${chosen}$`));

    await page.getByTestId('delivery-time-button').click();
    await expect(sheet.getByTestId('delivery-time-save')).toBeVisible();
    if (await asapOfferedNow(page, 'delivery')) {
      await sheet.getByTestId('delivery-time-asap').click();
      await expect(page.getByTestId('delivery-time-value')).toHaveText('So schnell wie möglich');
    } else {
      // Closed now (the suite runs at any hour): 'as soon as possible' would be refused, so it is not
      // offered; next-bookable-time.spec.ts closes the restaurant on purpose and follows that path.
      await expect(sheet.getByTestId('delivery-time-asap')).toHaveCount(0);
    }
  });
});
