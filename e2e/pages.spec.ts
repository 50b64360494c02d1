import { expect, test, type Page, type TestInfo } from './support/test.ts';
import { expectAccessible, isPhone, navEntry, openMenu, screenshot } from './support/storefront.ts';

/**
 * A header link: in the header's row while the links fit on one line (wide screens), otherwise in
 * the navigation sheet behind the menu button (phones, and wide screens once a restaurant has many links).
 */
async function openHeaderLink(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The links are complete once the legal texts are in (the footer lists the same links).
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toBeVisible();
  const row = page.getByRole('navigation', { name: 'Hauptnavigation' });
  if (!isPhone(testInfo) && (await row.isVisible())) {
    await navEntry(row, name).click();
    return;
  }
  await page.getByTestId('navigation-button').click();
  await expect(page.getByTestId('navigation-sheet')).toBeVisible();
  if (name === 'Über uns') await screenshot(page, testInfo, 'navigation');
  await navEntry(page.getByTestId('navigation-sheet'), name).click();
}

test.describe('header, overlays and other pages', () => {
  test('legal pages open as overlays, one at a time, and lock the page scroll', async ({ page }, testInfo) => {
    await openMenu(page);
    await openHeaderLink(page, testInfo, 'Über uns');
    const overlay = page.getByTestId('legal-overlay');
    await expect(overlay).toBeVisible();
    await expect(page.getByTestId('navigation-sheet')).toHaveCount(0);
    await expect(overlay.getByRole('heading', { name: 'Benvenuti!' })).toBeVisible();
    const bodyOverflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(bodyOverflow).toBe('hidden');
    await screenshot(page, testInfo, 'overlay-about');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    // Released within a frame or two of the overlay leaving: the scroll lock's clean-up is an effect.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('desktop: links that do not fit on one line move into the more menu (French) @desktop-only', async ({
    page,
  }, testInfo) => {
    await openMenu(page, '/menu?lang=fr');
    const banner = page.getByRole('banner');
    // One line in German; French needs more room than 1280 px leave beside the name and the buttons.
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(65);
    await page.getByTestId('navigation-button').click();
    const sheet = page.getByTestId('navigation-sheet');
    await expect(sheet.getByRole('link', { name: "Horaires d'ouverture" })).toBeVisible();
    await screenshot(page, testInfo, 'navigation-fr');
    await sheet.getByRole('link', { name: "Horaires d'ouverture" }).click();
    await expect(page.getByRole('dialog', { name: "Horaires d'ouverture" })).toBeVisible();
  });

  test('opening times and contact overlays', async ({ page }, testInfo) => {
    await openMenu(page);
    if (isPhone(testInfo)) await page.getByRole('banner').getByRole('button', { name: 'Öffnungszeiten' }).click();
    else await openHeaderLink(page, testInfo, 'Öffnungszeiten');
    const times = page.getByTestId('opening-times-overlay');
    await expect(times).toContainText('Montag');
    await expect(times).toContainText('Lieferung');
    await screenshot(page, testInfo, 'overlay-opening-times');
    await page.keyboard.press('Escape');
    if (isPhone(testInfo)) await page.getByRole('banner').getByRole('button', { name: 'Kontakt' }).click();
    else await openHeaderLink(page, testInfo, 'Kontakt');
    await expect(page.getByTestId('contact-overlay')).toContainText('+49 30 2345 6789');
  });

  test('an unknown path shows the Not Found page', async ({ page }, testInfo) => {
    const response = await page.goto('/this/does/not/exist');
    // Crawlers and link checkers read the status: 404, with the page that says so.
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toContainText('Seite nicht gefunden');
    await expect(page).toHaveTitle('Trattoria Tavola | Seite nicht gefunden');
    await screenshot(page, testInfo, 'not-found');
    await expectAccessible(page);
    await notFound.getByRole('link', { name: 'Zur Speisekarte' }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test('a restaurant under /r/{slug} keeps its routes under that path', async ({ page }) => {
    await openMenu(page, '/r/demo/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Tavola' })).toBeVisible();
    await page.goto('/r/demo/does-not-exist');
    await page.getByTestId('not-found').getByRole('link', { name: 'Zur Speisekarte' }).click();
    await expect(page).toHaveURL(/\/r\/demo\/menu$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});
