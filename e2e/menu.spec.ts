import { expect, test } from './support/test.ts';
import { asapOfferedNow } from './support/checkout.ts';
import { expectAccessible, openMenu, productCard, screenshot, selectCategory } from './support/storefront.ts';

test.describe('menu', () => {
  test('shows the restaurant, its hours and the pinned products first, in German', async ({ page }, testInfo) => {
    await openMenu(page);
    await expect(page).toHaveTitle('Trattoria Tavola | Speisekarte');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Tavola' })).toBeVisible();
    await expect(page.getByTestId('top-logo')).toBeVisible();
    await expect(page.getByTestId('opening-hours')).toBeVisible();
    // The pinned view carries the restaurant's own label and replaces category products.
    await expect(page.getByTestId('category-heading')).toContainText("Chef's Favourites");
    await expect(page.getByTestId('product-count')).toHaveText(/\d+ Produkte in dieser Kategorie/);
    await expect(page.getByRole('radio', { name: 'Lieferung' })).toBeChecked();
    // Open now: 'as soon as possible'; closed: the field asks for a time and offers the next one.
    const open = await asapOfferedNow(page, 'delivery');
    await expect(page.getByTestId('delivery-time-value')).toHaveText(open ? 'So schnell wie möglich' : 'Zeit wählen');
    await expect(page.getByTestId('next-bookable-offer')).toHaveCount(open ? 0 : 1);
    await screenshot(page, testInfo, 'menu');
    await screenshot(page, testInfo, 'menu-full', true);
    await expectAccessible(page);
  });

  test('browses categories: heading, description, count, subcategories, foot note', async ({ page }, testInfo) => {
    await openMenu(page);
    await selectCategory(page, testInfo, 'Pizza');
    await expect(page).toHaveURL(/category=\d+/);
    const heading = page.getByTestId('category-heading');
    // The description is HTML written by the restaurant: rendered, not shown as tags.
    await expect(heading.locator('strong')).toHaveText('48 hours');
    await expect(page.getByTestId('product-count')).toHaveText('8 Produkte in dieser Kategorie');
    await expect(page.getByTestId('subcategory-section')).toHaveCount(2);
    await expect(page.getByTestId('subcategory-section').first().getByRole('heading', { level: 3 }).first()).toHaveText('Classics');
    await expect(page.getByTestId('category-foot-note')).toContainText('30 cm');
    // Sold out: the stock line says so and the add button is disabled.
    const tartufo = productCard(page, 'Pizza al Tartufo');
    await expect(tartufo.getByTestId('stock-line')).toHaveText('Ausverkauft');
    await expect(tartufo.getByTestId('add-button')).toBeDisabled();
    await screenshot(page, testInfo, 'category-pizza');

    await selectCategory(page, testInfo, 'Antipasti');
    await expect(productCard(page, 'Burrata pugliese').getByTestId('stock-line')).toHaveText(/Nur noch \d/);
    // The chosen category survives a reload (it lives in the URL).
    await page.reload();
    await expect(page.getByTestId('category-heading').getByRole('heading', { level: 2 })).toHaveText('Antipasti');
  });

  // @phone-only: the sheet is the phone navigation (the desktop project leaves it out by tag, see playwright.config.ts).
  test('phones: the All categories sheet lists every category and closes on a pick @phone-only', async ({ page }, testInfo) => {
    await openMenu(page);
    await page.getByTestId('all-categories-button').click();
    const sheet = page.getByTestId('category-sheet');
    await expect(sheet).toBeVisible();
    // More than six entries: the tall sheet (68 % of the screen).
    const box = await sheet.boundingBox();
    expect(Math.round((box!.height / 812) * 100)).toBe(68);
    await screenshot(page, testInfo, 'category-sheet');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('drinks with additives name them to screen readers and pass axe', async ({ page }, testInfo) => {
    await openMenu(page);
    await selectCategory(page, testInfo, 'Bevande');
    const additives = productCard(page, 'Chinotto 0,33 l').getByTestId('additives');
    await expect(additives).toHaveAttribute('title', /Farbstoff/);
    await expect(additives.locator('.sr-only')).toHaveText(/Farbstoff/);
    await expectAccessible(page);
  });

  test('searches the menu', async ({ page }, testInfo) => {
    await openMenu(page);
    await page.getByTestId('menu-search').fill('pizza');
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('heading', { level: 2 })).toHaveText('Ergebnisse für „pizza“');
    await expect(productCard(page, 'Pizza Margherita')).toBeVisible();
    await expect(results.getByTestId('product-card').first()).toBeVisible();
    await screenshot(page, testInfo, 'search');
    await page.getByTestId('menu-search').fill('zzzzqq');
    await expect(results.getByTestId('empty-state')).toContainText('zzzzqq');
    await page.getByRole('button', { name: 'Suche löschen' }).click();
    await expect(page.getByTestId('category-heading')).toBeVisible();
  });

  test('Arabic is right to left, with the texts and mirrored layout', async ({ page }, testInfo) => {
    await openMenu(page, '/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('radio', { name: 'توصيل' })).toBeChecked();
    await expect(page).toHaveTitle('Trattoria Tavola | قائمة الطعام');
    // Mirrored: the add button sits at the left edge of its card.
    const card = await page.getByTestId('product-card').first().boundingBox();
    const add = await page.getByTestId('product-card').first().getByTestId('add-button').boundingBox();
    expect(add!.x).toBeLessThan(card!.x + card!.width / 2);
    // The restaurant's own (untranslated) texts keep their direction: their punctuation stays at their end.
    const firstName = page.getByTestId('product-card').first().getByRole('heading');
    await expect(firstName.locator('bdi')).toHaveCount(1);
    const description = page.getByTestId('product-card').first().locator('[dir="auto"]');
    await expect(description).toHaveCount(1);
    expect(await description.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await screenshot(page, testInfo, 'menu-arabic');
    await expectAccessible(page);
    // The choice is kept across reloads without the query.
    await page.goto('/menu');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the header switcher changes the language and keeps it', async ({ page }) => {
    await openMenu(page);
    await page.getByTestId('language-switcher').selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('radio', { name: 'Livraison' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Livraison' })).toBeVisible();
    await page.getByTestId('language-switcher').selectOption('en');
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeVisible();
  });

  test("names dishes in the guest's language, with the diet badge; a language switch asks the menu again", async ({ page }, testInfo) => {
    await openMenu(page, '/?lang=en');
    await selectCategory(page, testInfo, 'Salads');
    const panzanella = productCard(page, 'Tuscan bread salad');
    await expect(panzanella.getByTestId('diet-badges')).toContainText('Vegan');
    await expect(productCard(page, 'Caprese salad').getByTestId('diet-badges')).toContainText('Vegetarian');
    await page.getByTestId('language-switcher').selectOption('fr');
    await expect(productCard(page, 'Salade de pain toscane').getByTestId('diet-badges')).toContainText('Végan');
  });
});
