import { expect, test, type Page } from './support/test.ts';
import { signInToBoard } from './support/manager.ts';
import { expectAccessible } from './support/storefront.ts';

/*
 * Every back-office screen on a phone (issue 23: owners' screens get the guest's care). The flows behind
 * them run at desktop size (playwright.config.ts, BACK_OFFICE_FLOWS); here each screen the overview lists
 * opens from its card, shows its title, fits the phone's width without panning sideways and passes axe —
 * in German, then right to left in Arabic.
 */

async function expectNoSidewaysPan(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} is wider than the phone by ${overflow}px`).toBeLessThanOrEqual(0);
}

async function walkEveryScreen(page: Page, lang: 'de' | 'ar'): Promise<number> {
  await page.goto(`/manager/restaurant?lang=${lang}`);
  const cards = page.getByTestId('owner-screens').getByRole('link');
  await expect(cards.first()).toBeVisible();
  const screens = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  for (const href of screens) {
    await page.goto(`${href}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // Loading skeletons gone: the screen's own content is what is measured and scanned.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSidewaysPan(page);
    await expectAccessible(page);
  }
  return screens.length;
}

// One test per language: each walks some fifteen screens with axe, about a minute and a half on a
// loaded 2-core machine (both in one test came within seconds of its limit in CI).
for (const lang of ['de', 'ar'] as const) {
  test(`@phone-only every back-office screen fits a phone and passes axe (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInToBoard(page, lang);
    expect(await walkEveryScreen(page, lang)).toBeGreaterThanOrEqual(10);
  });
}
