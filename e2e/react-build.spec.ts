import { expect, test } from './support/test.ts';

/*
 * The storefront ships React itself (issue 24; decision 073 superseded): the first load's scripts are
 * React DOM's production build, and no Preact module is in them.
 */
test.describe('the shipped renderer @desktop-only', () => {
  test('the first menu load runs React, not Preact', async ({ page }) => {
    const scripts: string[] = [];
    let entry = '';
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text();
      scripts.push(body);
      if (/\/assets\/index-[^/]+\.js$/.test(response.url())) entry = body;
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const shipped = scripts.join('\n');
    expect(shipped.length).toBeGreaterThan(0);
    // React DOM's production build names its error decoder; Preact's compat layer has its own markers.
    expect(shipped).toContain('react.dev/errors/');
    expect(shipped).not.toMatch(/__PREACT_DEVTOOLS__|preact\/compat|__preactattr_/);
    // Nor zod (≈ 25 KB gzip and its schemas built on load): the menu reads plain constants of the domain
    // (schemas/allergens.ts, additives.ts, flags.ts), the schemas come with the forms that need them.
    expect(shipped).not.toContain('$ZodType');
    // The first-load chunk asks V8 to compile its functions while it streams in (build/first-load-chunk.ts):
    // the hint counts only as the file's very first line.
    expect(entry.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});

/*
 * The first Intl date or number formatter a page builds loads the browser's ICU data (45–85 ms here, four
 * times that on a phone): the served menu page brings its money pattern and its zone's offsets
 * (domain storefront/prepared-formats.ts) and starts without one, in every language.
 */
test.describe('the first menu load builds no Intl formatter @desktop-only', () => {
  for (const lang of ['de', 'ar'] as const) {
    test(`in ${lang}`, async ({ page }) => {
      await page.addInitScript(() => {
        const built: string[] = [];
        Object.assign(window, { intlBuilt: built });
        for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
          const original = Intl[name] as unknown as new (...args: unknown[]) => object;
          Object.assign(Intl, {
            [name]: class extends original {
              constructor(...args: unknown[]) {
                built.push(`${name} ${JSON.stringify(args)}`);
                super(...args);
              }
            },
          });
        }
      });
      await page.goto(`/?lang=${lang}`);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      // The prices and the opening-hours line are drawn, by the app, from the served formats.
      await expect(page.getByTestId('product-card').first()).toContainText('€');
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)).toEqual([]);
      // The guest's first touch loads it once the page is idle: the sheets after the menu find it ready.
      await page.mouse.click(5, 300);
      await expect.poll(() => page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt.length)).toBeGreaterThan(0);
    });
  }
});
