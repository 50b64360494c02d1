import type { RestaurantInfo } from '@tavola/domain/schemas/restaurant-info';
import { nextValidTime } from '@tavola/domain/time/delivery-slots';
import { deliveryScheduleOf } from '../apps/web/src/api/restaurant-schedule.ts';
import { arLazy } from '../apps/web/src/i18n/lazy/ar.ts';
import { deLazy } from '../apps/web/src/i18n/lazy/de.ts';
import { storefrontApi } from './support/checkout.ts';
import { acceptOrderAsKitchen, finishOrderAsKitchen, moveOrderAsKitchen } from './support/manager.ts';
import { expectAccessible, openMenu, screenshot } from './support/storefront.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * A pickup order placed through the API at the next bookable time (so the test never depends on
 * whether the demo restaurant is open right now): two tiramisù and a pizza with a size and a topping.
 */
async function placePickupOrder(page: Page): Promise<{ orderId: string; slotTime: string }> {
  const api = await storefrontApi(page);
  const info = (await api.get('restaurant/restaurant-by-id')).body.data as RestaurantInfo;
  const now = new Date();
  const slot = nextValidTime(now, now, deliveryScheduleOf(info, 'pickup')!);
  if (!slot) throw new Error('no pickup time left');
  const basketId = (await api.post('basket/create', { deliveryType: 'pickup' })).body.data.id as string;
  const productOf = async (query: string) =>
    ((await api.get('restaurant/product/search', { query })).body.data as { id: number; category_id: number }[])[0]!;
  const pizza = await productOf('Margherita');
  const groups = (await api.get('restaurant/category-attributes-items', { categoryId: pizza.category_id })).body.data as {
    items: { id: number; name: string }[];
  }[];
  const itemId = (name: string) => groups.flatMap((group) => group.items).find((item) => item.name === name)!.id;
  const steps = [
    await api.post('basket/add-delivery-time', { basketId, delivery_time: `${slot.date} ${slot.time}` }),
    await api.post('basket/add', { basketId, productId: (await productOf('Tiramis')).id, quantity: 2 }),
    await api.post('basket/add', {
      basketId,
      productId: pizza.id,
      quantity: 1,
      attributeItems: [itemId('Grande 36 cm'), itemId('Mushrooms')],
    }),
    await api.post('basket/add-address', {
      basketId,
      userInfo: { name: 'Giulia Rossi', email: 'giulia.rossi@example.com', mobile: '+4930123456' },
    }),
    await api.post('order/create-order', { basketId, paymentType: 'cash' }),
  ];
  for (const done of steps) expect(done.status, JSON.stringify(done.body)).toBeLessThan(300);
  return { orderId: steps.at(-1)!.body.data.orderId as string, slotTime: slot.time };
}

/** 'Fertig gegen 19:40 Uhr', or with the German date in front when the time is not today. */
const readyAround = (clock: string) =>
  new RegExp(`^${deLazy.payment.eta.ready.replace('{{time}}', `(\\d{2}\\.\\d{2}\\.\\d{2} )?${clock}`)}$`);

test.describe('order status: when it will be ready, and order again', () => {
  test('shows the booked time, follows the kitchen live, and puts the same dishes back in one tap', async ({
    page,
  }, testInfo) => {
    await openMenu(page);
    const { orderId, slotTime } = await placePickupOrder(page);

    await page.goto(`/paymentstatus?orderId=${orderId}`);
    const eta = page.getByTestId('order-eta');
    // A scheduled pickup is ready at its chosen time (with the date when that is not today).
    await expect(eta).toHaveText(readyAround(slotTime));
    await expect(page.getByTestId('status-live')).toBeVisible();

    // In Arabic, right to left, on the same 24-hour restaurant clock.
    await page.goto(`/paymentstatus?orderId=${orderId}&lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(eta).toContainText(arLazy.payment.eta.ready.replace(' {{time}}', ''));
    await expect(eta).toContainText(slotTime);
    await screenshot(page, testInfo, 'order-eta-arabic');
    await page.goto(`/paymentstatus?orderId=${orderId}&lang=de`);
    await expect(eta).toHaveText(readyAround(slotTime));

    // The kitchen accepts it, ready in 5 minutes: the guest still comes at the booked time.
    await acceptOrderAsKitchen(page, orderId, 5);
    await expect(page.getByTestId('order-status-tracker')).toHaveAttribute('data-status', 'processing');
    await expect(eta).toHaveText(readyAround(slotTime));
    await screenshot(page, testInfo, 'order-eta', true);
    await expectAccessible(page);

    // Done: the estimate goes, live, and the order can still be ordered again.
    await moveOrderAsKitchen(page, orderId, 'delivered');
    await expect(page.getByTestId('order-status-tracker')).toHaveAttribute('data-status', 'delivered');
    await expect(eta).toHaveCount(0);
    await page.getByTestId('order-again').click();
    await expect(page).toHaveURL(/\/cart$/);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: 'Tiramisù' }).getByTestId('line-quantity')).toHaveText('2');
    await expect(lines.filter({ hasText: 'Pizza Margherita' })).toContainText('Grande 36 cm');
    await expect(lines.filter({ hasText: 'Pizza Margherita' })).toContainText('Mushrooms');
    await expect(page.getByTestId('basket-count')).toHaveText('3');
  });

  test('a finished order has no estimate, but can still be ordered again', async ({ page }, testInfo) => {
    await openMenu(page);
    const { orderId } = await placePickupOrder(page);
    await finishOrderAsKitchen(page, orderId);

    await page.goto(`/paymentstatus?orderId=${orderId}`);
    await expect(page.getByTestId('order-status-tracker')).toHaveAttribute('data-status', 'delivered');
    await expect(page.getByTestId('order-eta')).toHaveCount(0);
    await screenshot(page, testInfo, 'order-eta-finished', true);

    await page.getByTestId('order-again').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
  });
});
