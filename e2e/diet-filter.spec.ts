import { expect, test } from './support/test.ts';
import { expectAccessible, openMenu, productCard, screenshot, selectCategory } from './support/storefront.ts';

// The demo's salads: Panzanella is vegan (gluten, sulphites), Caprese and Rucola vegetarian (milk, …).
const PANZANELLA = 'Tuscan bread salad';
const CAPRESE = 'Caprese salad';

test.describe('dietary filter', () => {
  test('filters by vegan with toggle chips, keyboard too, and clears', async ({ page }, testInfo) => {
    await openMenu(page, '/?lang=en');
    await selectCategory(page, testInfo, 'Salads');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(3);

    const vegan = page.getByTestId('diet-chip-vegan');
    await expect(vegan).toHaveAttribute('aria-pressed', 'false');
    await vegan.focus();
    await page.keyboard.press('Enter');
    await expect(vegan).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]diet=vegan(&|$)/);
    await expect(cards).toHaveCount(1);
    await expect(productCard(page, PANZANELLA).getByTestId('diet-badges')).toContainText('Vegan');

    // One diet at a time: vegetarian replaces vegan, and a vegan dish is vegetarian too.
    await page.getByTestId('diet-chip-vegetarian').click();
    await expect(vegan).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/[?&]diet=vegetarian(&|$)/);
    await expect(cards).toHaveCount(3);
    await expect(productCard(page, PANZANELLA)).toBeVisible();
    await screenshot(page, testInfo, 'diet-filter-vegetarian');
    await expectAccessible(page);

    await page.getByTestId('clear-filters').click();
    await expect(page.getByTestId('diet-chip-vegetarian')).toHaveAttribute('aria-pressed', 'false');
    await expect(page).not.toHaveURL(/diet=/);
    await expect(page.getByTestId('clear-filters')).toHaveCount(0);
  });

  test('a shared ?without=gluten link filters, survives a reload, and an empty result offers to clear', async ({ page }, testInfo) => {
    // The server draws the filtered menu too: the browser takes it over without a hydration mismatch.
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await openMenu(page, '/?lang=en&without=gluten');
    await selectCategory(page, testInfo, 'Salads');
    await expect(page).toHaveURL(/[?&]without=gluten(&|$)/);
    await expect(page.getByTestId('without-button')).toHaveText(/Without: Gluten/);
    await expect(productCard(page, CAPRESE)).toBeVisible();
    await expect(productCard(page, PANZANELLA)).toHaveCount(0);

    await page.reload();
    await expect(productCard(page, CAPRESE)).toBeVisible();
    await expect(productCard(page, PANZANELLA)).toHaveCount(0);
    await expect(page.getByTestId('without-button')).toHaveText(/Without: Gluten/);
    expect(hydrationErrors).toEqual([]);

    // The picker: a checkbox per allergen; milk too leaves no salad.
    const withoutButton = page.getByTestId('without-button');
    await withoutButton.click();
    await expect(withoutButton).toHaveAttribute('aria-expanded', 'true');
    const picker = page.getByTestId('without-picker');
    await expect(picker.getByTestId('without-gluten')).toBeChecked();
    await picker.getByRole('checkbox', { name: 'Milk' }).check();
    await expect(page).toHaveURL(/[?&]without=gluten%2Cmilk(&|$)/);
    await screenshot(page, testInfo, 'diet-filter-picker');
    await expectAccessible(page);
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker).toHaveCount(0);
    await expect(withoutButton).toBeFocused();

    const empty = page.getByTestId('empty-state');
    await expect(empty).toContainText('No dish here fits your filters.');
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    await screenshot(page, testInfo, 'diet-filter-empty');
    await expectAccessible(page);

    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('product-card')).toHaveCount(3);
    await expect(page).not.toHaveURL(/without=/);
    await expect(page).toHaveURL(/category=\d+/);
  });

  test('speaks the guest language, right to left in Arabic', async ({ page }, testInfo) => {
    // The first view is the pinned dishes; none of them is vegan, so the filter's empty state shows.
    await page.goto('/?lang=ar&diet=vegan');
    await expect(page.getByTestId('empty-state')).toContainText('لا يوجد طبق هنا يناسب الفلاتر');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('diet-chip-vegan')).toHaveText('نباتي صرف');
    await expect(page.getByTestId('diet-chip-vegan')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('without-button')).toHaveText(/بدون/);
    await page.getByTestId('empty-state').scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'diet-filter-ar');
    await expectAccessible(page);
  });
});
