import { expect, test } from './support/test.ts';
import { signInToBoard } from './support/manager.ts';
import { watchViolations } from './support/script-watch.ts';
import { openMenu } from './support/storefront.ts';

test.describe('security headers @desktop-only', () => {
  test('every screen runs under the page policy without a single violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    await openMenu(page);
    await page.getByTestId('product-card').first().getByRole('heading').click();
    await expect(page.getByTestId('product-panel')).toBeVisible();
    await page.keyboard.press('Escape');
    for (const path of ['/menu?lang=ar', '/r/sommerfest/menu', '/r/kochschule/menu', '/r/atelier/landing', '/r/bistro/menu', '/this/does/not/exist', '/dashboard/profile']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await signInToBoard(page);
    await page.getByRole('button', { name: 'Tische' }).click();
    await expect(page.getByTestId('table-code').first()).toBeVisible();
    await page.getByRole('button', { name: 'Speisekarte' }).click();
    await expect(page.getByTestId('stock-row').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the page cannot be framed by another site', async ({ page }) => {
    await page.goto('/');
    await page.setContent(`<iframe src="${page.url()}" title="framed"></iframe>`);
    await page.waitForTimeout(500);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    const framedRoot = framed ? await framed.locator('#root').count().catch(() => 0) : 0;
    // frame-ancestors 'none' and X-Frame-Options DENY: the browser shows nothing of the storefront.
    expect(framedRoot).toBe(0);
  });
});
