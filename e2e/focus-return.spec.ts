import { expect, test } from './support/test.ts';
import { closeSideCartIfOpen, expectAdded, openMenu, productCard, selectCategory } from './support/storefront.ts';

/*
 * Issue 24 item 4: closing a dialog, sheet or the side cart gives focus back to the control that opened
 * it (ui/sheet.tsx), so a keyboard user goes on where they were instead of at the top of the page.
 */
test.describe('focus returns to the opener', () => {
  test('a dish sheet closed with Escape', async ({ page }) => {
    await openMenu(page);
    const opener = productCard(page, 'Pizza Diavola').getByRole('button', { name: 'Pizza Diavola', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(opener).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('an information overlay closed by its close button', async ({ page }) => {
    await openMenu(page);
    const opener = page.locator('footer').getByRole('button').first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the side cart closed with Escape', async ({ page }, testInfo) => {
    await openMenu(page);
    await selectCategory(page, testInfo, 'Antipasti');
    await productCard(page, 'Bruschetta al pomodoro').getByTestId('add-button').click();
    await expectAdded(page, testInfo);
    await closeSideCartIfOpen(page);
    const opener = page.getByTestId('basket-button');
    await opener.focus();
    await page.keyboard.press('Enter');
    const sideCart = page.getByTestId('side-cart');
    await expect(sideCart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sideCart).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
