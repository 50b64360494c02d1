import { expect, test } from './support/test.ts';
import {
  closeSideCartIfOpen,
  expectAccessible,
  expectAdded,
  openMenu,
  productCard,
  screenshot,
  selectCategory,
} from './support/storefront.ts';

test.describe('adding products', () => {
  test('a plain product goes straight into the basket', async ({ page }, testInfo) => {
    await openMenu(page);
    await selectCategory(page, testInfo, 'Antipasti');
    await productCard(page, 'Bruschetta al pomodoro').getByTestId('add-button').click();
    await expectAdded(page, testInfo);
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    if (testInfo.project.name === 'desktop') {
      await expect(page.getByTestId('side-cart').getByTestId('cart-line')).toContainText('Bruschetta al pomodoro');
      await screenshot(page, testInfo, 'side-cart');
      await expectAccessible(page);
    } else {
      await expect(page.getByTestId('basket-bar')).toContainText('1');
      await screenshot(page, testInfo, 'added-snackbar');
    }
  });

  test('a product with extras: the panel asks for the required size before Add', async ({ page }, testInfo) => {
    await openMenu(page);
    await selectCategory(page, testInfo, 'Pizza');
    await productCard(page, 'Pizza Margherita').getByTestId('add-button').click();
    const panel = page.getByTestId('product-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Speisekarte / Pizza');
    await expect(panel.getByTestId('attribute-group')).toHaveCount(2);
    const add = panel.getByTestId('panel-add');
    await expect(add).toBeDisabled();
    await expect(panel.getByTestId('attribute-hint').first()).toHaveText('Bitte einen Artikel wählen');
    await expect(panel.getByTestId('attribute-hint').nth(1)).toHaveText('( Max. 4 Artikel )');
    await screenshot(page, testInfo, 'product-panel');
    await expectAccessible(page);

    await panel.getByText('Grande 36 cm').click();
    await panel.getByText('Buffalo mozzarella').click();
    await expect(add).toBeEnabled();
    await expect(add).toHaveText(/15,00\s€/);
    await add.click();
    await expect(panel).toBeHidden();
    await expectAdded(page, testInfo);
    await closeSideCartIfOpen(page);
    await expect(page.getByTestId('basket-count')).toHaveText('1');
  });

  test('a multi-select group stops at its maximum; Escape closes the panel', async ({ page }, testInfo) => {
    await openMenu(page);
    await selectCategory(page, testInfo, 'Pizza');
    await productCard(page, 'Pizza Marinara').getByRole('button', { name: 'Pizza Marinara', exact: true }).click();
    const panel = page.getByTestId('product-panel');
    const toppings = panel.getByTestId('attribute-group').nth(1);
    for (const name of ['Buffalo mozzarella', 'Prosciutto crudo', 'Mushrooms', 'Rocket']) await toppings.getByText(name).click();
    await expect(toppings.getByRole('checkbox', { name: 'Olives' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('a package: the step wizard with Further, Back and Add', async ({ page }, testInfo) => {
    await openMenu(page);
    await selectCategory(page, testInfo, 'Menus');
    await productCard(page, 'Menu Pranzo').getByTestId('add-button').click();
    const panel = page.getByTestId('product-panel');
    const step = panel.getByTestId('package-step');
    await expect(step).toContainText('Schritt 1 von 3');
    await expect(step).toContainText('Starter');
    // Further below the step's minimum explains itself and stays.
    await panel.getByTestId('panel-further').click();
    await expect(step.getByRole('alert')).toContainText('mindestens 1');
    await step.getByText('Bruschetta al pomodoro').click();
    await screenshot(page, testInfo, 'package-wizard');
    await expectAccessible(page);
    await panel.getByTestId('panel-further').click();
    await expect(step).toContainText('Schritt 2 von 3');
    await panel.getByRole('button', { name: 'Zurück' }).click();
    await expect(step).toContainText('Schritt 1 von 3');
    await expect(step.getByRole('checkbox', { name: /Bruschetta/ })).toBeChecked();
    await panel.getByTestId('panel-further').click();
    await step.getByText('Lasagne al forno').click();
    await panel.getByTestId('panel-further').click();
    await expect(step).toContainText('Schritt 3 von 3');
    await panel.getByTestId('panel-add').click();
    await expect(panel).toBeHidden();
    await expectAdded(page, testInfo);
    await closeSideCartIfOpen(page);
    await page.goto('/cart');
    await expect(page.getByTestId('package-contents')).toContainText('Bruschetta al pomodoro');
    await expect(page.getByTestId('package-contents')).toContainText('Lasagne al forno');
    // The thumbnail stays square beside the longer package line: not stretched, not cropped (issue 26 item 9).
    const box = await page.getByTestId('cart-line').filter({ has: page.getByTestId('package-contents') }).locator('img').first().boundingBox();
    expect(Math.abs(box!.width - box!.height)).toBeLessThan(1);
  });
});
