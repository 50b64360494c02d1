import { publicTokenFor } from './api.ts';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { RestaurantInfo } from '@tavola/domain/schemas/restaurant-info';
import { nextValidTime } from '@tavola/domain/time/delivery-slots';
import { asapAvailability } from '@tavola/domain/time/next-bookable-time';
import { deliveryScheduleOf } from '../../apps/web/src/api/restaurant-schedule.ts';
import { closeSideCartIfOpen, isPhone, openMenu, productCard, selectCategory } from './storefront.ts';

export type StepId = 'deliveryMethod' | 'address' | 'personal' | 'payment' | 'pay';

export const GUEST = { name: 'Giulia Rossi', email: 'giulia.rossi@example.com', mobile: '+4930123456' };

/** The menu (in any language), one category, dishes into the basket: one unit per entry. */
export async function fillBasket(
  page: Page,
  testInfo: TestInfo,
  category: string,
  dishes: string[],
  url = '/',
): Promise<void> {
  await openMenu(page, url);
  await selectCategory(page, testInfo, category);
  for (const [index, dish] of dishes.entries()) {
    await productCard(page, dish).getByTestId('add-button').click();
    await expect(page.getByTestId('basket-count')).toHaveText(String(index + 1));
    // Wide screens open the side cart after adding: close it before the next dish.
    if (!isPhone(testInfo)) {
      await expect(page.getByTestId('side-cart')).toBeVisible();
      await closeSideCartIfOpen(page);
    }
  }
}

/**
 * From the cart page's Continue to the checkout, once its pass on arrival has settled (it opens the first
 * step that needs the guest); `base` is the restaurant's base path ('/r/{slug}').
 */
export async function startCheckout(page: Page, base = ''): Promise<void> {
  await page.goto(`${base}/cart`);
  await page.getByTestId('cart-continue').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await checkoutSettled(page);
}

/** The checkout's steps are shown (the pass on arrival is over) and one of them is open. */
export async function checkoutSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('checkout-steps')).toBeVisible();
  await expect(page.locator('[data-testid^="checkout-step-"][data-state="active"]')).toHaveCount(1);
}

export function step(page: Page, id: StepId) {
  return page.getByTestId(`checkout-step-${id}`);
}

/**
 * Opens a step: a step the pass on arrival (or the guest) already completed is opened with its 'Change',
 * as a guest who wants to change it does.
 */
export async function openStep(page: Page, id: StepId): Promise<void> {
  const section = step(page, id);
  if ((await section.getAttribute('data-state')) === 'done') await section.getByTestId('step-edit').click();
  await expect(section).toHaveAttribute('data-state', 'active');
}

/** The step's Continue (opened first if it was passed already); the next step opens. */
export async function continueFrom(page: Page, id: StepId, next?: StepId): Promise<void> {
  await openStep(page, id);
  await step(page, id).getByTestId('step-continue').click();
  // The pointer leaves the button, as a guest's does: a hovered button is not what a screen shows.
  await page.mouse.move(0, 0);
  if (next) await expect(step(page, next)).toHaveAttribute('data-state', 'active');
}

/**
 * Delivery type and a time from the picker: a chosen time keeps the tests independent of whether
 * the restaurant happens to be open right now ('as soon as possible' would be refused then).
 */
export async function chooseTypeAndTime(page: Page, type: 'delivery' | 'pickup'): Promise<void> {
  await openStep(page, 'deliveryMethod');
  const methods = step(page, 'deliveryMethod');
  const input = `input[name="delivery-type"][value="${type}"]`;
  const radio = methods.locator(input);
  if (!(await radio.isChecked())) {
    const changed = page.waitForResponse((response) => response.url().includes('basket/change-delivery-method'));
    await methods
      .locator('label')
      .filter({ has: page.locator(input) })
      .click();
    expect((await changed).status()).toBe(200);
  }
  await expect(radio).toBeChecked();
  await methods.getByTestId('delivery-time-button').click();
  const sheet = page.getByTestId('delivery-time-sheet');
  // By keyboard, focused without scrolling: the picker's date strip makes the sheet wider than a
  // phone (its fieldset grows to the strip's width), and scrolling a slot into view there pans the
  // whole page sideways, after which every tap lands beside its target.
  const press = async (target: ReturnType<Page['locator']>) => {
    await target.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
  };
  // Tomorrow (the second day offered), not the next minutes: a slot minutes away may become too
  // early while the test fills in the steps.
  const days = sheet.locator('fieldset').first().getByRole('button', { disabled: false });
  await expect(days.first()).toBeVisible();
  const day = (await days.count()) > 1 ? days.nth(1) : days.first();
  await press(day);
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const slot = sheet.getByTestId('delivery-slots').getByRole('button').first();
  await expect(slot).toBeVisible();
  await press(slot);
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  const saved = page.waitForResponse((response) => response.url().includes('basket/add-delivery-time'));
  await press(sheet.getByTestId('delivery-time-save'));
  expect((await saved).status()).toBe(200);
  await expect(sheet).toBeHidden();
}

export async function fillPersonal(page: Page, guest: Partial<typeof GUEST> = GUEST): Promise<void> {
  await openStep(page, 'personal');
  const personal = step(page, 'personal');
  if (guest.name !== undefined) await personal.getByTestId('field-name').fill(guest.name);
  if (guest.email !== undefined) await personal.getByTestId('field-email').fill(guest.email);
  if (guest.mobile !== undefined) await personal.getByTestId('field-mobile').fill(guest.mobile);
}

export async function fillAddress(
  page: Page,
  address: { street: string; number: string; postalCode: string; city: string },
) {
  await openStep(page, 'address');
  const form = step(page, 'address');
  await form.getByTestId('field-address').fill(address.street);
  await form.getByTestId('field-house_number').fill(address.number);
  await form.getByTestId('field-postalCode').fill(address.postalCode);
  await form.getByTestId('field-city').fill(address.city);
}

export async function choosePayment(page: Page, code: 'cash' | 'mollie'): Promise<void> {
  await openStep(page, 'payment');
  await step(page, 'payment').getByTestId(`payment-method-${code}`).click();
  await continueFrom(page, 'payment', 'pay');
}

/** A first-time guest's pickup for tomorrow, paid in cash, up to the open Pay step (voucher, tip, terms). */
export async function reachPay(page: Page): Promise<void> {
  await chooseTypeAndTime(page, 'pickup');
  await continueFrom(page, 'deliveryMethod', 'personal');
  await fillPersonal(page);
  await continueFrom(page, 'personal', 'payment');
  await choosePayment(page, 'cash');
}

/** The terms, then Pay; resolves with the create-order answer. */
export async function acceptAndPay(page: Page): Promise<{ orderId: string; orderNumber: number; basketId: string }> {
  await step(page, 'pay').getByTestId('terms-checkbox').check();
  const created = page.waitForResponse((response) => response.url().includes('/api/order/create-order'));
  await step(page, 'pay').getByTestId('pay-button').click();
  const response = await created;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { data: { orderId: string; orderNumber: number } };
  const basketId = (response.request().postDataJSON() as { basketId: string }).basketId;
  return { orderId: body.data.orderId, orderNumber: body.data.orderNumber, basketId };
}

/** The test's own calls to the API (set-up, and what another guest does meanwhile), with a public token. */
export async function storefrontApi(page: Page) {
  const config = (await page.evaluate(() =>
    JSON.parse(document.getElementById('storefront-config')!.textContent!),
  )) as {
    restaurantId: number;
    clientId: string;
    clientSecret: string;
  };
  const token = await publicTokenFor(page);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-language': 'de' };
  const answer = async (response: Awaited<ReturnType<Page['request']['get']>>) => ({
    status: response.status(),
    body: (await response.json()) as { data: any; message: { code: string; body: string } },
  });
  const restaurantId = config.restaurantId;
  return {
    restaurantId,
    get: async (path: string, query: Record<string, string | number> = {}) =>
      answer(await page.request.get(`/api/${path}`, { headers, params: { restaurantId, ...query } })),
    post: async (path: string, data: Record<string, unknown>) =>
      answer(await page.request.post(`/api/${path}`, { headers, data: { restaurantId, ...data } })),
  };
}

/**
 * Whether 'as soon as possible' may be ordered for the type right now, on the rule the storefront
 * and the server share (packages/domain/time/next-bookable-time.ts). The e2e servers run on the real
 * clock, so a test that meets the time field says what it expects at either answer.
 */
export async function asapOfferedNow(page: Page, type: 'delivery' | 'pickup' | 'here'): Promise<boolean> {
  const api = await storefrontApi(page);
  const info = (await api.get('restaurant/restaurant-by-id')).body.data as RestaurantInfo;
  return info[`${type}_asap`] !== false && asapAvailability(new Date(), deliveryScheduleOf(info, type)!).asap;
}

/**
 * Another guest orders `units` of a dish (pickup, the next valid time, cash): the stock goes down.
 * `guest` and `comment` replace the guest's details and set the line's comment.
 */
export async function orderThroughApi(
  page: Page,
  dish: string,
  units: number,
  extra: { guest?: Record<string, string>; comment?: string } = {},
): Promise<{ orderId: string; orderNumber: number }> {
  const api = await storefrontApi(page);
  const info = (await api.get('restaurant/restaurant-by-id')).body.data as RestaurantInfo;
  const now = new Date();
  const slot = nextValidTime(now, now, deliveryScheduleOf(info, 'pickup')!);
  if (!slot) throw new Error('no pickup time left');
  const basketId = (await api.post('basket/create', { deliveryType: 'pickup' })).body.data.id as string;
  const [product] = (await api.get('restaurant/product/search', { query: dish })).body.data as { id: number }[];
  const steps = [
    await api.post('basket/add', {
      basketId,
      productId: product!.id,
      quantity: units,
      ...(extra.comment ? { extraInfo: { comment: extra.comment } } : {}),
    }),
    await api.post('basket/add-delivery-time', { basketId, delivery_time: `${slot.date} ${slot.time}` }),
    await api.post('basket/add-address', {
      basketId,
      userInfo: extra.guest ?? { name: 'Other guest', email: 'other@example.com', mobile: '030123' },
    }),
    await api.post('order/create-order', { basketId, paymentType: 'cash' }),
  ];
  for (const done of steps) expect(done.status, JSON.stringify(done.body)).toBeLessThan(300);
  return steps.at(-1)!.body.data as { orderId: string; orderNumber: number };
}

/** Units of a dish still in stock (null: unlimited). */
export async function stockOf(page: Page, dish: string): Promise<number | null> {
  const api = await storefrontApi(page);
  const [product] = (await api.get('restaurant/product/search', { query: dish })).body.data as {
    stock: number | null;
  }[];
  return product!.stock;
}
