import { expect, test } from './support/test.ts';

/*
 * The storefront ships React itself (issue 24; decision 073 superseded): the first load's scripts are
 * React DOM's production build, and no Preact module is in them.
 */
test.describe('the shipped renderer @desktop-only', () => {
  test('the first menu load runs React, not Preact', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
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
  });
});
