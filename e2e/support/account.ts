import { publicTokenFor } from './api.ts';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { nextValidTime } from '@tavola/domain/time/delivery-slots';
import type { RestaurantInfo } from '@tavola/domain/schemas/restaurant-info';
import { deliveryScheduleOf } from '../../apps/web/src/api/restaurant-schedule.ts';
import { E2E_DATA_DIR } from './e2e-data-dir.ts';
import { isPhone } from './storefront.ts';

export const PASSWORD = 'correct horse battery';

export interface Customer {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** A customer nobody has registered yet (the in-memory database may outlive one run when reused). */
export function newCustomer(testInfo: TestInfo, name = 'Giulia Rossi'): Customer {
  const unique = `${testInfo.project.name}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}`;
  return { name, email: `giulia.${unique}@example.com`, mobile: '+4930123456', password: PASSWORD };
}

/**
 * Sign-up and forgot-password are limited per client address (decision 011); the server trusts
 * X-Forwarded-For, so each test comes from an address of its own.
 */
export async function useOwnClientAddress(page: Page): Promise<void> {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const address = `10.${octet()}.${octet()}.${octet()}`;
  clientAddresses.set(page, address);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

/** The test's own calls (page.request) come from the same address as its page. */
const clientAddresses = new WeakMap<Page, string>();

/** 'Login / Register': in the header on wide screens, in the navigation sheet on phones. */
export async function openAuthOverlay(page: Page, testInfo: TestInfo): Promise<void> {
  if (isPhone(testInfo)) {
    await page.getByTestId('navigation-button').click();
    await page.getByTestId('navigation-sheet').getByTestId('login-link').click();
  } else {
    await page.getByRole('banner').getByTestId('login-link').click();
  }
  await expect(page.getByTestId('auth-overlay')).toBeVisible();
}

/** The account entry leads to the dashboard: header on wide screens, navigation sheet on phones. */
export async function openDashboard(page: Page, testInfo: TestInfo): Promise<void> {
  if (isPhone(testInfo)) {
    await page.getByTestId('navigation-button').click();
    await page.getByTestId('navigation-sheet').getByTestId('account-link').click();
  } else {
    await page.getByRole('banner').getByTestId('account-link').click();
  }
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

/** Form fields by their label (the required mark is hidden from the name; '(optional)' is not). */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('textbox', { name: new RegExp(`^${escaped}( \\(optional\\))?$`) });
}

export async function logInThroughOverlay(page: Page, testInfo: TestInfo, customer: Customer): Promise<void> {
  await openAuthOverlay(page, testInfo);
  const overlay = page.getByTestId('auth-overlay');
  await field(overlay, 'E-Mail').fill(customer.email);
  await field(overlay, 'Passwort').fill(customer.password);
  await overlay.getByTestId('sign-in-submit').click();
  await expect(overlay).toBeHidden();
  await expect(page.getByTestId('snackbar')).toContainText(`Willkommen, ${customer.name}!`);
}

/** The page's own settings: restaurant id and public client, as the server injected them. */
async function pageConfig(page: Page): Promise<{ restaurantId: number; clientId: string; clientSecret: string }> {
  return page.evaluate(() => JSON.parse(document.getElementById('storefront-config')!.textContent!));
}

/** An API client for the test's own set-up calls, with the page's restaurant and a given token. */
export async function apiAs(page: Page, token: string) {
  const { restaurantId } = await pageConfig(page);
  const forwardedFor = clientAddresses.get(page);
  const headers = {
    authorization: `Bearer ${token}`,
    accept: 'application/json',
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  };
  const request: APIRequestContext = page.request;
  const check = async (response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) => {
    const body = await response.json();
    expect(response.ok(), `${what}: ${response.status()} ${JSON.stringify(body)}`).toBe(true);
    return body as { data: unknown; access_token?: string };
  };
  return {
    restaurantId,
    get: async (url: string, query: Record<string, string | number> = {}) =>
      check(await request.get(`/api/${url}`, { headers, params: { restaurantId, ...query } }), url),
    post: async (url: string, data: Record<string, unknown>) =>
      check(await request.post(`/api/${url}`, { headers, data: { restaurantId, ...data } }), url),
  };
}

/** The basket id the storefront stored for the page's restaurant (there is one restaurant per test page). */
export function storedBasketId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const list = JSON.parse(localStorage.getItem('tavola.baskets') ?? '[]') as { basketId: string }[];
    return list[0]?.basketId ?? null;
  });
}

export async function publicToken(page: Page): Promise<string> {
  return publicTokenFor(page);
}

/** Registers a customer through the API (for tests about something else than signing up). */
export async function registerThroughApi(page: Page, customer: Customer): Promise<void> {
  const api = await apiAs(page, await publicToken(page));
  // Sign-up is a bot-protected form: it carries the signed form-start token (the e2e servers accept
  // it at once, FORM_MIN_FILL_SECONDS=0).
  const start = (await api.get('forms/start')).data as { formToken: string };
  await api.post('auth/signup', { ...customer, password_confirmation: customer.password, form_token: start.formToken });
}

export function privateTokenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('tavola.privateToken'));
}

/** The link of the newest password-reset mail to `email`, read from the server's outbox. */
export async function resetLinkMailedTo(email: string): Promise<string> {
  const folders = [
    path.join(E2E_DATA_DIR, 'outbox'),
    path.resolve(import.meta.dirname, '../../apps/server/data/outbox'),
  ];
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        link = await findResetLink(folders, email);
        return link;
      },
      { message: `a reset mail to ${email} in ${folders.join(' or ')}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return link!;
}

async function findResetLink(folders: string[], email: string): Promise<string | null> {
  for (const folder of folders) {
    // Newest first: file names start with the time they were written.
    const names = (await readdir(folder).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = await readMail(path.join(folder, name));
      const link = mail?.to.includes(email) ? mail.text.match(/https?:\/\/\S+\/resetpass\/[A-Za-z0-9_-]+/) : null;
      if (link) return link[0];
    }
  }
  return null;
}

/** A mail of the outbox; null while the server is still writing it. */
async function readMail(file: string): Promise<{ to: string; text: string } | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as { to: string; text: string };
  } catch {
    return null;
  }
}

type ProductLine = [query: string, quantity: number, attributeItems?: string[]];

/**
 * Fills a basket of the logged-in customer through the same calls the menu makes: the delivery
 * type, products (with attribute items by name, e.g. a pizza's size) and the next valid time, so
 * the test does not depend on the hour it runs at. `inPage`: the page's stored basket, or a new one the page
 * then holds as its own; else always a new basket.
 */
export async function fillBasketThroughApi(
  page: Page,
  options: { type: 'pickup' | 'delivery'; products: ProductLine[]; inPage?: boolean },
): Promise<string> {
  const token = await privateTokenOf(page);
  if (!token) throw new Error('log in before filling a basket');
  const api = await apiAs(page, token);
  const info = (await api.get('restaurant/restaurant-by-id')).data as RestaurantInfo;
  const schedule = deliveryScheduleOf(info, options.type);
  if (!schedule) throw new Error(`the restaurant does not offer ${options.type}`);
  const now = new Date();
  const slot = nextValidTime(now, now, schedule);
  if (!slot) throw new Error(`no ${options.type} time left`);

  const stored = options.inPage ? await storedBasketId(page) : null;
  const basketId =
    stored ?? ((await api.post('basket/create', { deliveryType: options.type })).data as { id: string }).id;
  if (stored) await api.post('basket/change-delivery-method', { basketId, deliveryType: options.type });
  else if (options.inPage) {
    // As the app stores a basket it created (the page has none until the first choice, decision 105).
    await page.evaluate(
      (entry) => localStorage.setItem('tavola.baskets', JSON.stringify([entry])),
      { restaurantId: api.restaurantId, basketId },
    );
  }
  for (const [query, quantity, itemNames = []] of options.products) {
    const [product] = (await api.get('restaurant/product/search', { query })).data as {
      id: number;
      category_id: number;
    }[];
    const groups = (await api.get('restaurant/category-attributes-items', { categoryId: product!.category_id }))
      .data as {
      items: { id: number; name: string }[];
    }[];
    const attributeItems = itemNames.map(
      (name) => groups.flatMap((group) => group.items).find((item) => item.name === name)!.id,
    );
    await api.post('basket/add', { basketId, productId: product!.id, quantity, attributeItems });
  }
  await api.post('basket/add-delivery-time', { basketId, delivery_time: `${slot.date} ${slot.time}` });
  return basketId;
}

/** An order of the logged-in customer placed through the API (personal details, cash), for history tests. */
export async function placeOrderThroughApi(
  page: Page,
  options: { type: 'pickup' | 'delivery'; products: ProductLine[]; userInfo: Record<string, string> },
): Promise<{ orderNumber: number }> {
  const basketId = await fillBasketThroughApi(page, options);
  const api = await apiAs(page, (await privateTokenOf(page))!);
  await api.post('basket/add-address', { basketId, userInfo: options.userInfo });
  const order = (await api.post('order/create-order', { basketId, paymentType: 'cash' })).data as {
    orderNumber: number;
  };
  return { orderNumber: order.orderNumber };
}
