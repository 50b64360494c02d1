import { orderThroughApi } from './support/checkout.ts';
import { signInToBoard } from './support/manager.ts';
import { expectNoActiveContent, watchViolations } from './support/script-watch.ts';
import { expect, test } from './support/test.ts';

/*
 * Script and event-handler payloads planted in every field that reaches a screen: restaurant HTML
 * through the import (e2e/fixtures/hostile-restaurant.json, cleaned on the way in), the same raw
 * payloads slipped past the server (cleaned on the way out), and a guest's own text through the API
 * (shown as text on the status page and the kitchen board). None may run.
 */
const PAYLOAD =
  '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:window.__xss=1">tap</a>';

test.describe('hostile content @desktop-only', () => {
  test("the restaurant's imported HTML shows its formatting and runs nothing", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/r/hostile/?lang=en');
    const announcement = page.getByTestId('popup-announcement');
    await expect(announcement.locator('strong', { hasText: 'Announcement' })).toBeVisible();
    await expectNoActiveContent(page);
    await page.keyboard.press('Escape');

    await expect(page.getByTestId('product-card').first()).toContainText('Dish');
    await page.getByTestId('product-card').first().getByRole('heading').click();
    await expect(page.getByTestId('product-panel').locator('strong', { hasText: /^Dish / })).toBeVisible();
    await expectNoActiveContent(page);
    await page.keyboard.press('Escape');

    for (const [link, label] of [
      ['About us', 'About'],
      ['Privacy', 'Privacy'],
      ['Terms', 'Terms'],
      ['Imprint', 'Imprint'],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      const overlay = page.getByTestId('legal-overlay');
      await expect(overlay.locator('strong', { hasText: label })).toBeVisible();
      // The script link kept its text but nothing to follow.
      await expect(overlay.getByText('a link')).toBeVisible();
      await expectNoActiveContent(page);
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
    }
    // The name is plain text: shown as the characters it is.
    await expect(page.getByText('Hostile <img src=x onerror=window.__xss=1> Kitchen').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('payloads that slip past the server are cleaned again in the browser', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.route('**/api/restaurant/restaurant-by-id*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: {
          ...body,
          data: { ...body.data, has_announcement: true, announcement: `<p><em>Raw</em></p>${PAYLOAD}` },
        },
      });
    });
    await page.route('**/api/restaurant/imprint*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: { ...body, data: { ...body.data, imprint: `<p><em>Raw imprint</em></p>${PAYLOAD}` } },
      });
    });
    await page.goto('/?lang=en');
    await expect(page.getByTestId('popup-announcement').locator('em', { hasText: 'Raw' })).toBeVisible();
    await expectNoActiveContent(page);
    await page.keyboard.press('Escape');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint', exact: true }).click();
    await expect(page.getByTestId('legal-overlay').locator('em', { hasText: 'Raw imprint' })).toBeVisible();
    await expectNoActiveContent(page);
    // Chromium checks a handler attribute against the page's policy as soon as the sanitiser's inert
    // parser meets it, and reports the refusal; nothing ran (expectNoActiveContent) and nothing else was refused.
    expect(violations.filter((violation) => !/script-src-attr|inline event handler/.test(violation))).toEqual([]);
  });

  test("a guest's name and comments stay text on the status page and the kitchen board", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/?lang=en');
    const name = 'Eve <img src=x onerror="window.__xss=1">';
    const order = await orderThroughApi(page, 'Tiramisù', 1, {
      guest: { name, email: 'eve@example.com', mobile: '030123', comment: `${name}${PAYLOAD}` },
      comment: `Extra crispy ${PAYLOAD}`,
    });

    await page.goto(`/paymentstatus?orderId=${order.orderId}&lang=en`);
    await expect(page.getByTestId('order-status-tracker')).toHaveAttribute('data-status', 'received');
    await expectNoActiveContent(page);

    await signInToBoard(page, 'en');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${order.orderId}"]`);
    await expect(card).toContainText('Eve <img src=x onerror="window.__xss=1">');
    await expect(card).toContainText(`Extra crispy ${PAYLOAD}`);
    await expectNoActiveContent(page);
    expect(violations).toEqual([]);
  });
});
