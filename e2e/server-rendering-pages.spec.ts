import { watchHydration } from './support/hydration.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible, screenshot } from './support/storefront.ts';

/*
 * The legal texts' addresses and the blog are rendered on the server too (docs/decisions/084-server-rendering.md):
 * the browser hydrates them without a mismatch, and without JavaScript they read as the restaurant wrote them.
 */

const POST = '/blogs/fresh-pasta-every-morning';
const IMPRINT = 'Angaben gemäß § 5 DDG';

/** The information pages' overlays ('information:7'), as the sitemap lists their addresses. */
async function informationOverlays(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const overlays = [...sitemap.matchAll(/\?overlay=(information:\d+)<\/loc>/g)].map((match) => match[1]!);
  expect(overlays.length).toBeGreaterThan(0);
  return overlays;
}

/** The tag 'News' of the demo blog: its page's address as the post links to it. */
async function newsTagPath(page: Page): Promise<string> {
  const response = await page.request.get(POST);
  const href = /href="(\/tags\/\d+)"[^>]*>News<\/a>/.exec(await response.text())?.[1];
  expect(href).toBeTruthy();
  return href!;
}

for (const lang of ['de', 'ar'] as const) {
  test(`legal texts and the blog hydrate without a mismatch in ${lang}`, async ({ page }, testInfo) => {
    const errors = watchHydration(page);
    const tag = await newsTagPath(page);
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    for (const overlay of ['imprint', 'privacy'] as const) {
      await page.goto(`/?overlay=${overlay}&lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      // Once the app runs, the address opens the real overlay: one dialog, the server's is gone.
      const dialog = page.getByTestId('legal-overlay');
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(dialog).toContainText(overlay === 'imprint' ? IMPRINT : 'We process your personal data');
      await page.waitForLoadState('networkidle');
    }
    await screenshot(page, testInfo, `ssr-privacy-${lang}`);
    // The allergen legend, the opening times and the information pages have addresses too: the app opens
    // their overlays from them.
    const [information] = await informationOverlays(page);
    for (const [overlay, testId] of [
      ['allergies', 'allergens-overlay'],
      ['openingTime', 'opening-times-overlay'],
      [information!, 'legal-overlay'],
    ] as const) {
      await page.goto(`/?overlay=${overlay}&lang=${lang}`);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
    }

    for (const url of ['/blogs', POST, tag]) {
      await page.goto(`${url}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByTestId(url === POST ? 'blog-post' : 'blog-page')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // Hydrated: the app's own links navigate in place (a client-side route change, no new page).
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByTestId('blog-card').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('blog-post')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the imprint and the privacy policy read as the restaurant's own text, and close to the menu", async ({
    page,
  }, testInfo) => {
    await page.goto('/?overlay=imprint');
    const imprint = page.getByRole('dialog', { name: 'Impressum' });
    await expect(imprint).toContainText(IMPRINT);
    await expect(imprint).toContainText('Torstraße 121');
    await screenshot(page, testInfo, 'ssr-imprint-no-js');
    await imprint.getByRole('link', { name: 'Schließen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The menu beneath: dishes with their prices, categories as links.
    await expect(page.getByRole('article').first()).toContainText('€');
    expect(await page.getByRole('navigation').getByRole('link').count()).toBeGreaterThan(1);

    await page.goto('/?overlay=privacy&lang=en');
    await expect(page.getByRole('dialog', { name: 'Privacy' })).toContainText('We process your personal data');

    // The allergen legend: every allergen by name and the additives' numbers, titled by the legend.
    await page.goto('/?overlay=allergies');
    await expect(page).toHaveTitle('Trattoria Tavola | Allergene und Zusatzstoffe');
    const legend = page.getByRole('dialog', { name: 'Allergene' });
    await expect(legend).toContainText('Schalenfrüchte');
    await expect(legend.getByTestId('additives-legend').getByRole('listitem').first()).toBeVisible();
    await screenshot(page, testInfo, 'ssr-allergens-no-js');

    // The opening times: every offered way of ordering, its week, today marked.
    await page.goto('/?overlay=openingTime&lang=en');
    await expect(page).toHaveTitle('Trattoria Tavola | Opening times');
    const times = page.getByRole('dialog', { name: 'Opening times' });
    await expect(times.getByRole('rowheader', { name: /Monday/ }).first()).toBeVisible();
    await expect(times.getByText('Today', { exact: true }).first()).toBeVisible();

    // Each information page from the footer's link (the served page lists them all), titled by its own title.
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    for (const overlay of await informationOverlays(page)) {
      await page.goto('/');
      await footerLinks.and(page.locator(`[href="/?overlay=${overlay}"]`)).click();
      await expect(page).toHaveURL(new RegExp(`overlay=${overlay}$`));
      const sheet = page.getByRole('dialog');
      const title = await sheet.getByRole('heading', { level: 2 }).textContent();
      expect(title?.length).toBeGreaterThan(0);
      await expect(page).toHaveTitle(`Trattoria Tavola | ${title}`);
      await expect(sheet.locator('p').first()).toBeVisible();
    }
    await screenshot(page, testInfo, 'ssr-information-no-js');
  });

  test('the blog: list, a post with its body, its tag page', async ({ page }, testInfo) => {
    await page.goto('/blogs');
    const cards = page.getByTestId('blog-card');
    await expect(cards).toHaveCount(4);
    await cards.first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${POST}$`));
    const post = page.getByTestId('blog-post');
    await expect(post.getByRole('heading', { level: 1 })).toHaveText('Why we roll our pasta every morning');
    await expect(post.getByRole('heading', { level: 2, name: 'Why by hand?' })).toBeVisible();
    await expect(post.locator('.blog-body li')).toHaveCount(3);
    await screenshot(page, testInfo, 'ssr-blog-post-no-js', true);
    await post.getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/tags\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schlagwort „News“');
    await expect(page.getByTestId('blog-card')).toHaveCount(2);
  });
});

test('the served legal sheet is accessible as the server draws it', async ({ browser, baseURL }) => {
  // Axe runs scripts of its own: here the app's scripts are refused instead, so the server's sheet stays as served.
  const context = await browser.newContext({ baseURL });
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/?overlay=imprint');
  await expect(page.getByRole('dialog', { name: 'Impressum' })).toContainText(IMPRINT);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expectAccessible(page);
  await page.goto('/?overlay=allergies&lang=ar');
  await expect(page.getByTestId('served-allergens')).toBeVisible();
  await expectAccessible(page);
  await context.close();
});
