import { expect, test } from './support/test.ts';
import {
  closeSideCartIfOpen,
  expectAdded,
  navEntry,
  openMenu,
  productCard,
  selectCategory,
  startWithBruschetta,
} from './support/storefront.ts';

/*
 * Issue 24 item 4: closing a dialog, sheet or the side cart gives focus back to the control that opened
 * it (ui/use-focus-return.ts), so a keyboard user goes on where they were instead of at the top of the page.
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
    await startWithBruschetta(page, testInfo);
    const opener = page.getByTestId('basket-button');
    await opener.focus();
    await page.keyboard.press('Enter');
    const sideCart = page.getByTestId('side-cart');
    await expect(sideCart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sideCart).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('focus the guest moved while the side cart was closing stays where they put it', async ({ page }, testInfo) => {
    await startWithBruschetta(page, testInfo);
    const elsewhere = page.getByTestId('navigation-button');
    await page.getByTestId('basket-button').focus();
    await page.keyboard.press('Enter');
    const sideCart = page.getByTestId('side-cart');
    await expect(sideCart).toBeVisible();
    // The guest moves on (a Tab, a tap) right as the side cart goes: Radix hands focus back in a timer
    // queued as the sheet unmounts, and input runs before timers, so that hand-back used to pull focus from
    // wherever the guest had gone. Here the move comes in the same task as the unmount, before the timer.
    await elsewhere.evaluate(
      (target) =>
        new Promise<void>((resolve) => {
          const closing = document.querySelector('[data-testid="side-cart"]');
          const observer = new MutationObserver(() => {
            if (closing?.isConnected) return;
            observer.disconnect();
            (target as HTMLElement).focus();
            resolve();
          });
          observer.observe(document.body, { childList: true, subtree: true });
          document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        }),
    );
    await expect(sideCart).toBeHidden();
    // Past the hand-back: React's effects of the close run before the next frame, Radix's timer after them.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
    );
    await expect(elsewhere).toBeFocused();
  });

  test('a header link opened from the phone menu, closed with Escape', async ({ page }) => {
    await openMenu(page);
    // The demo's header links do not fit beside the basket at either width: they are in 'More'.
    const more = page.getByTestId('navigation-button');
    await more.focus();
    await page.keyboard.press('Enter');
    const link = navEntry(page.getByRole('dialog'), 'Impressum', true);
    await link.focus();
    await page.keyboard.press('Enter');
    // The link went with the phone menu: focus returns to what opened that.
    const imprint = page.getByRole('dialog', { name: 'Impressum' });
    await expect(imprint).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(imprint).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('an overlay its address opened goes to the page content when closed', async ({ page }) => {
    await page.goto('/?overlay=imprint');
    const imprint = page.getByRole('dialog', { name: 'Impressum' });
    await expect(imprint).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(imprint).toBeHidden();
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('a dish added from its sheet: focus returns to the dish', async ({ page }, testInfo) => {
    await openMenu(page);
    await selectCategory(page, testInfo, 'Pizza');
    const opener = productCard(page, 'Pizza Margherita').getByRole('button', { name: 'Pizza Margherita', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('product-panel');
    await panel.getByText('Grande 36 cm').click();
    await panel.getByTestId('panel-add').focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    // Wide screens: the side cart opens in the sheet's place; closing it goes back to the dish too.
    await expectAdded(page, testInfo);
    await closeSideCartIfOpen(page);
    await expect(opener).toBeFocused();
  });

  test('the side cart opened by adding, closed with Escape @desktop-only', async ({ page }, testInfo) => {
    await openMenu(page);
    await selectCategory(page, testInfo, 'Antipasti');
    const add = productCard(page, 'Bruschetta al pomodoro').getByTestId('add-button');
    await add.focus();
    await page.keyboard.press('Enter');
    const sideCart = page.getByTestId('side-cart');
    await expect(sideCart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sideCart).toBeHidden();
    await expect(add).toBeFocused();
  });
});
