import { expect, test } from './support/test.ts';
import { signInToBoard } from './support/manager.ts';
import { expectAccessible, screenshot } from './support/storefront.ts';

/*
 * The owner's overview (issue 23): one card per back-office screen, reached from the board. The demo's
 * seeded person owns the demo restaurant.
 */

test('an owner reaches every back-office screen from the overview, in German and in Arabic', async ({ page }, testInfo) => {
  await signInToBoard(page, 'de');
  await page.getByTestId('open-owner-overview').click();
  await expect(page).toHaveURL(/\/manager\/restaurant$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Restaurant');
  const cards = page.getByTestId('owner-screens').getByRole('link');
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page);

  await cards.filter({ hasText: 'Speisekarte' }).click();
  await expect(page).toHaveURL(/\/manager\/menu$/);
  await expect(page.getByTestId('draft-status')).toBeVisible();

  await page.goto('/manager/restaurant?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مطعمك');
  await expect(cards.filter({ hasText: 'قائمة الطعام' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'owner-overview-ar');
  await page.getByTestId('back-to-board').click();
  await expect(page).toHaveURL(/\/manager$/);
});
