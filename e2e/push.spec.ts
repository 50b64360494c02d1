import { openPushMessage } from '../apps/server/test/order-push/push-subscriber.ts';
import { startFakePushService } from '../apps/server/test/order-push/fake-push-service.ts';
import { arLazy } from '../apps/web/src/i18n/lazy/ar.ts';
import { deLazy } from '../apps/web/src/i18n/lazy/de.ts';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './support/browser.ts';
import { orderThroughApi } from './support/checkout.ts';
import { e2eFakePushPort } from './support/e2e-servers.ts';
import { acceptOrderAsKitchen } from './support/manager.ts';
import { deliverToWorker, pushSecrets, usePushServiceAt } from './support/push.ts';
import { expectAccessible, openMenu, screenshot } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

/**
 * Updates on the phone (issue 26 item 22, decision 099): the guest turns them on from the status
 * page, the kitchen accepts, and the message travels signed and encrypted through the push service
 * into the service worker's notification; turned off, it stays off after a reload.
 */
// The headless shell has no Push API: this file runs in the full browser (a worker of its own).
test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

test.describe('order updates on the phone', () => {
  test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

  test('turned on from the status page, the kitchen accepting arrives as a notification', async ({
    page,
  }, testInfo) => {
    // A long path (order, worker registration, two reloads, axe): on a loaded machine past a minute.
    test.slow();
    const push = await startFakePushService(e2eFakePushPort(testInfo.parallelIndex));
    try {
      await usePushServiceAt(page, push.origin);
      await openMenu(page);
      const { orderId, orderNumber } = await orderThroughApi(page, 'Panzanella', 1, {
        guest: { name: 'Lena Push', email: 'lena.push@example.com', mobile: '+4930123456' },
      });
      await page.goto(`/paymentstatus?orderId=${orderId}`);
      const card = page.getByTestId('push-opt-in');
      await expect(card.getByRole('heading')).toHaveText(deLazy.payment.push.title);
      await expect(card.getByTestId('push-opt-in-state')).toHaveText(deLazy.payment.push.intro);
      await card.getByRole('button', { name: deLazy.payment.push.turnOn }).click();
      // The service worker registers a few seconds after the page has loaded; the button waits for it.
      await expect(card.getByTestId('push-opt-in-state')).toHaveText(deLazy.payment.push.on, { timeout: 30_000 });
      await expectAccessible(page);
      await screenshot(page, testInfo, 'push-on');

      await acceptOrderAsKitchen(page, orderId, 20);
      await expect.poll(() => push.received.length).toBe(1);
      const secrets = await pushSecrets(page);
      const [delivery] = push.received;
      expect(delivery!.path).toBe(new URL(secrets.endpoint).pathname);
      const message = openPushMessage(delivery!.body, Buffer.from(secrets.privateKey, 'base64url'), secrets.auth) as {
        title: string;
        body: string;
        tag: string;
      };
      expect(message).toMatchObject({
        title: 'Trattoria Tavola',
        body: expect.stringMatching(
          new RegExp(`^Ihre Bestellung ${orderNumber} wurde angenommen und wird zubereitet\\.`),
        ),
        tag: `order-${orderId}`,
      });

      const shown = await deliverToWorker(page, JSON.stringify(message));
      expect(shown).toEqual([{ title: message.title, body: message.body, tag: message.tag }]);

      // Still on after a reload; turned off, the server forgets this phone for the order.
      await page.reload();
      await expect(card.getByTestId('push-opt-in-state')).toHaveText(deLazy.payment.push.on);
      await card.getByRole('button', { name: deLazy.payment.push.turnOff }).click();
      await expect(card.getByTestId('push-opt-in-state')).toHaveText(deLazy.payment.push.intro);
      await page.reload();
      await expect(card.getByRole('button', { name: deLazy.payment.push.turnOn })).toBeVisible();
    } finally {
      await push.close();
    }
  });

  test('reads right to left in Arabic, and says when the browser blocks notifications', async ({
    page,
    context,
  }, testInfo) => {
    await context.clearPermissions();
    await openMenu(page, '/?lang=ar');
    const { orderId } = await orderThroughApi(page, 'Panzanella', 1);
    await page.goto(`/paymentstatus?orderId=${orderId}&lang=ar`);
    // Permission not granted: the prompt is answered "block" in this browser.
    await page.evaluate(() => {
      Notification.requestPermission = async () => 'denied';
    });
    const card = page.getByTestId('push-opt-in');
    await expect(card.getByRole('heading')).toHaveText(arLazy.payment.push.title);
    await card.getByRole('button', { name: arLazy.payment.push.turnOn }).click();
    await expect(card.getByTestId('push-opt-in-state')).toHaveText(arLazy.payment.push.blocked);
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'push-blocked-ar');
  });
});
