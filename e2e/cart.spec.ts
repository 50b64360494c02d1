import { expect, test } from './support/test.ts';
import { closeSideCartIfOpen, expectAccessible, isPhone, openMenu, productCard, screenshot, startWithBruschetta } from './support/storefront.ts';

test.describe('cart', () => {
  test('an empty basket cannot be opened and /cart goes back to the menu', async ({ page }) => {
    await openMenu(page);
    await page.getByTestId('basket-button').click();
    await expect(page.getByTestId('snackbar')).toHaveText(/Ihr Warenkorb ist leer/);
    await expect(page.getByTestId('side-cart')).toHaveCount(0);
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/menu$/);
  });

  test('quantities change at once, totals follow, comments are kept', async ({ page }, testInfo) => {
    await startWithBruschetta(page, testInfo);
    await productCard(page, 'Arancini siciliani').getByTestId('add-button').click();
    await expect(page.getByTestId('basket-count')).toHaveText('2');
    await closeSideCartIfOpen(page);

    // The side cart is the basket's review: its button goes straight on to the checkout.
    if (isPhone(testInfo)) await page.getByTestId('basket-bar').click();
    else await page.getByTestId('basket-button').click();
    await expect(page.getByTestId('side-cart-continue')).toHaveText('Zur Kasse');
    await page.getByTestId('side-cart-continue').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goto('/cart');
    await expect(page).toHaveTitle('Trattoria Tavola | Warenkorb prüfen');

    const bruschetta = page.getByTestId('cart-line').filter({ hasText: 'Bruschetta al pomodoro' });
    await expect(page.getByTestId('cart-total')).toHaveText(/15,40\s€/);
    await bruschetta.getByTestId('line-increase').click();
    await expect(bruschetta.getByTestId('line-quantity')).toHaveText('2');
    await expect(bruschetta.getByTestId('line-total')).toHaveText(/13,80\s€/);
    await expect(page.getByTestId('cart-total')).toHaveText(/22,30\s€/);
    await bruschetta.getByTestId('line-decrease').click();
    await expect(bruschetta.getByTestId('line-quantity')).toHaveText('1');
    await expect(page.getByTestId('cart-total')).toHaveText(/15,40\s€/);

    const comment = bruschetta.getByTestId('line-comment');
    await comment.fill('Bitte ohne Knoblauch');
    const saved = page.waitForResponse((response) => response.url().includes('update-extraInfo') && response.ok());
    await comment.blur();
    await saved;
    await page.reload();
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Bruschetta' }).getByTestId('line-comment')).toHaveValue('Bitte ohne Knoblauch');
    await screenshot(page, testInfo, 'cart-page', true);
    await expectAccessible(page);

    // Removing the last unit of every line empties the basket: back to the menu.
    const lines = page.getByTestId('cart-line');
    await lines.first().getByTestId('line-decrease').click();
    await expect(lines).toHaveCount(1);
    await lines.first().getByTestId('line-decrease').click();
    await expect(page).toHaveURL(/\/menu$/);
  });
});
