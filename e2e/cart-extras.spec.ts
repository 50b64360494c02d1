import { expect, test, type Page, type TestInfo } from './support/test.ts';
import { closeSideCartIfOpen, expectAccessible, isPhone, openMenu, productCard, screenshot, selectCategory } from './support/storefront.ts';

/** The page scrolls only up and down: nothing sticks out sideways at 375 px. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `page ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth);
}

/**
 * WCAG contrast of two opaque computed CSS colours. A see-through shade (an opacity of primary,
 * computed as oklab or rgba with alpha) fails the format check: its contrast depends on what is under it.
 */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    expect(color).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Bruschetta in the basket (a plain antipasto), then the cart page. */
async function openCartWithBruschetta(page: Page, testInfo: TestInfo, lang = 'de'): Promise<void> {
  await openMenu(page, `/?lang=${lang}`);
  await selectCategory(page, testInfo, 'Antipasti');
  await productCard(page, 'Bruschetta al pomodoro').getByTestId('add-button').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await closeSideCartIfOpen(page);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

test.describe('cart extra items', () => {
  test('the panel offers the extra category; one tap adds a line and takes the product out of the panel', async ({ page }, testInfo) => {
    await openCartWithBruschetta(page, testInfo);
    const panel = page.getByTestId('extra-items-panel');
    await expect(panel.getByRole('heading', { name: 'Sie können die folgenden Artikel hinzufügen' })).toBeVisible();
    // 'Something more?' of the demo: four plain extras, none in the basket yet.
    await expect(panel.getByTestId('extra-item')).toHaveText([/Focaccia al rosmarino/, /Garlic bread/, /Marinated olives/, /Garlic aioli dip/]);
    await screenshot(page, testInfo, 'cart-extras', true);
    await expectAccessible(page);

    const totalBefore = await page.getByTestId('cart-total').textContent();
    const added = page.waitForResponse((response) => response.url().includes('basket/add') && response.ok());
    await panel.getByRole('button', { name: 'Focaccia al rosmarino hinzufügen' }).click();
    await added;
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Focaccia al rosmarino' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).not.toHaveText(totalBefore!);
    await expect(panel.getByTestId('extra-item')).toHaveCount(3);
    await expect(panel).not.toContainText('Focaccia');
    await expect(page.getByTestId('snackbar')).toContainText('Focaccia al rosmarino hinzugefügt');

    // Removing the line offers the extra again.
    await page.getByTestId('cart-line').filter({ hasText: 'Focaccia al rosmarino' }).getByTestId('line-decrease').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(panel.getByTestId('extra-item')).toHaveCount(4);
  });

  test('Continue and the quick-add buttons keep 4.5:1 text contrast at rest and on hover @desktop-only', async ({ page }, testInfo) => {
    await openCartWithBruschetta(page, testInfo);
    for (const button of [page.getByTestId('cart-continue'), page.getByTestId('extra-item-add').first()]) {
      const colours = () => button.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color] as const);
      const [restBackground, restText] = await colours();
      expect(contrast(restBackground, restText)).toBeGreaterThanOrEqual(4.5);
      await button.hover();
      // The colour transition (150 ms) has to finish before the hover shade is read.
      await expect.poll(async () => (await colours())[0]).not.toBe(restBackground);
      await page.waitForTimeout(200);
      const [hoverBackground, hoverText] = await colours();
      expect(contrast(hoverBackground, hoverText)).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the panel works from the keyboard and can be closed', async ({ page }, testInfo) => {
    await openCartWithBruschetta(page, testInfo);
    const panel = page.getByTestId('extra-items-panel');
    const add = panel.getByRole('button', { name: 'Garlic bread hinzufügen' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Garlic bread' })).toBeVisible();
    // The tapped card is gone; focus stays in the panel, on its heading.
    await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();

    await panel.getByTestId('extra-items-hide').focus();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the side cart suggests the extras too', async ({ page }, testInfo) => {
    await openMenu(page);
    await selectCategory(page, testInfo, 'Antipasti');
    await productCard(page, 'Bruschetta al pomodoro').getByTestId('add-button').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    // Wide screens open the side cart on adding; phones open it from the basket bar.
    if (isPhone(testInfo)) await page.getByTestId('basket-bar').click();
    const sideCart = page.getByTestId('side-cart');
    await expect(sideCart).toBeVisible();
    const panel = sideCart.getByTestId('extra-items-panel');
    await expect(panel.getByTestId('extra-item')).toHaveCount(4);
    await screenshot(page, testInfo, 'side-cart-extras');
    await panel.getByRole('button', { name: 'Marinated olives hinzufügen' }).click();
    await expect(sideCart.getByTestId('cart-line').filter({ hasText: 'Marinated olives' })).toBeVisible();
    await expect(panel.getByTestId('extra-item')).toHaveCount(3);
    await expectAccessible(page, '[data-testid="side-cart"]');
  });
});

test.describe('cart and menu layouts in every language', () => {
  for (const lang of ['de', 'fr', 'ar']) {
    test(`menu and cart fit the screen in ${lang}`, async ({ page }, testInfo) => {
      await openMenu(page, `/?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await screenshot(page, testInfo, `menu-${lang}`);
      await expectNoHorizontalScroll(page);
      // Every delivery type fits its segment on one line, whole (not cut off with an ellipsis).
      const labels = page.getByTestId('delivery-type-switcher').locator('label span');
      await expect(labels.first()).toBeVisible();
      for (const label of await labels.all()) {
        const fits = await label.evaluate((element) => element.scrollWidth <= element.clientWidth);
        expect(fits, `${await label.textContent()} fits its segment`).toBe(true);
      }

      await page.getByTestId('delivery-time-button').click();
      const sheet = page.getByTestId('delivery-time-sheet');
      await expect(sheet.getByTestId('delivery-slots')).toBeVisible();
      const sheetFits = await sheet.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(sheetFits, 'the time picker does not widen past its sheet').toBe(true);
      await screenshot(page, testInfo, `delivery-time-${lang}`);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      await selectCategory(page, testInfo, 'Antipasti');
      await productCard(page, 'Bruschetta al pomodoro').getByTestId('add-button').click();
      await expect(page.getByTestId('basket-count')).toHaveText('1');
      await closeSideCartIfOpen(page);
      await page.goto('/cart');
      await expect(page.getByTestId('extra-items-panel')).toBeVisible();
      await expectNoHorizontalScroll(page);

      // 'Back to Restaurant' on one line; the comment box shows its whole placeholder.
      const back = page.getByTestId('cart-page').getByRole('link').first();
      expect((await back.boundingBox())!.height).toBeLessThan(30);
      const comment = page.getByTestId('line-comment');
      expect(await comment.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);

      await screenshot(page, testInfo, `cart-${lang}`, true);
      // While the lines scroll, the total bar rides at the bottom of a phone's screen.
      if (isPhone(testInfo)) {
        await screenshot(page, testInfo, `cart-${lang}-top`);
        const bar = (await page.getByTestId('cart-summary').boundingBox())!;
        expect(bar.y + bar.height).toBeCloseTo(page.viewportSize()!.height, 0);
      }

      // At the bottom of the page the total bar rests above the footer instead of covering it.
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      const bar = (await page.getByTestId('cart-summary').boundingBox())!;
      const footer = (await page.locator('footer').last().boundingBox())!;
      expect(bar.y + bar.height).toBeLessThanOrEqual(footer.y + 1);
      if (isPhone(testInfo)) await screenshot(page, testInfo, `cart-${lang}-bottom`);
    });
  }
});
