import { verifyAsReceiver, WebhookReceiver } from '../apps/server/test/webhooks/webhook-receiver.ts';
import { expect, test } from './support/test.ts';
import { orderThroughApi } from './support/checkout.ts';
import { signInToBoard } from './support/manager.ts';
import { expectAccessible, screenshot } from './support/storefront.ts';

/*
 * Integrations (issue 30 item 2, decision 100): the owner adds a webhook endpoint — a local receiver
 * here (the e2e servers allow private networks, as an operator can) — keeps the secret shown once, and
 * the next order arrives there signed with exactly that secret; the log says it was delivered and can
 * send it again. Then the screen right to left in Arabic.
 */

test('an owner adds a webhook endpoint, keeps its secret, and the next order arrives signed with it', async ({ page }, testInfo) => {
  const receiver = new WebhookReceiver();
  await receiver.start();
  try {
    await signInToBoard(page, 'de');
    await page.goto('/manager/integrations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integrationen');
    await expectAccessible(page);

    const form = page.getByTestId('add-webhook');
    // A typo first: the server's coded message shows under the field.
    await form.getByTestId('webhook-url').fill('kasse.example');
    await form.getByTestId('add-webhook-submit').click();
    await expect(form.getByTestId('field-error')).toHaveText('Geben Sie die vollständige Adresse des empfangenden Dienstes ein, beginnend mit https://.');

    await form.getByTestId('webhook-url').fill(`${receiver.url}/kasse`);
    await form.getByTestId('webhook-description').fill('Kasse');
    await form.getByLabel('Gericht ausverkauft').check();
    await form.getByTestId('add-webhook-submit').click();
    const secretBox = page.getByTestId('webhook-secret');
    await expect(secretBox).toBeVisible();
    const secret = await secretBox.getByTestId('webhook-secret-value').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await screenshot(page, testInfo, 'owner-webhooks-secret');
    await secretBox.getByTestId('webhook-secret-done').click();
    await expect(secretBox).toBeHidden();
    // Gone from the screen once kept: a reload does not bring it back either.
    await page.reload();
    const endpoint = page.getByTestId('webhook-endpoint');
    await expect(endpoint).toContainText('Kasse');
    await expect(endpoint.getByTestId('webhook-state')).toHaveText('An');
    await expect(page.getByText(secret)).toHaveCount(0);

    const order = await orderThroughApi(page, 'Panna cotta', 1);
    await expect.poll(() => receiver.bodies('/kasse').length, { timeout: 15_000 }).toBe(1);
    const [delivery] = receiver.received;
    expect(verifyAsReceiver(secret, delivery!, new Date())).toMatchObject({ type: 'order.created', data: { id: order.orderId } });

    await endpoint.getByTestId('webhook-log-toggle').click();
    const row = endpoint.getByTestId('webhook-delivery').first();
    await expect(row).toContainText('Bestellung eingegangen');
    await expect(row).toContainText('Zugestellt');
    await expect(row).toContainText('204');
    await row.getByTestId('webhook-resend').click();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(delivery!.headers['webhook-id']);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'owner-webhooks-log');

    await endpoint.getByTestId('webhook-toggle').click();
    await expect(endpoint.getByTestId('webhook-state')).toHaveText('Abgeschaltet');
    await endpoint.getByTestId('webhook-remove').click();
    await endpoint.getByTestId('webhook-remove-confirm').click();
    await expect(page.getByTestId('webhook-endpoint')).toHaveCount(0);
  } finally {
    await receiver.stop();
  }
});

test('the integrations screen reads right to left in Arabic, on a phone, accessible', async ({ page }, testInfo) => {
  await signInToBoard(page, 'ar');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/manager/integrations?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التكاملات');
  await expect(page.getByTestId('add-webhook').getByLabel('نفد الطبق')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'owner-webhooks-ar-375', true);
});
