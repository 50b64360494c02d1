import { apiFor, staffTokenFor } from './api.ts';
import { expect, type Page } from '@playwright/test';

/** The demo manager the e2e servers seed (DEMO_MANAGER_PASSWORD in playwright.config.ts). */
export const DEMO_MANAGER_EMAIL = 'manager@demo.tavola.local';
export const DEMO_MANAGER_PASSWORD = 'e2e-kitchen-door-42';

/** The owner the e2e servers seed for a fixture restaurant (EXTRA_RESTAURANT_FILES), with the demo's password. */
export const fixtureOwnerEmail = (slug: string) => `manager@${slug}.tavola.local`;

/**
 * Signs in on /manager as the kitchen does and waits for the live board: the demo's, or a fixture
 * restaurant's (`slug`: its board at /r/{slug}/manager, signed in as its seeded owner).
 */
export async function signInToBoard(page: Page, lang = 'de', slug?: string): Promise<void> {
  await page.goto(`${slug ? `/r/${slug}` : ''}/manager?lang=${lang}`);
  const form = page.getByTestId('manager-sign-in');
  await form.getByLabel(/E-Mail|E-mail|البريد/).fill(slug ? fixtureOwnerEmail(slug) : DEMO_MANAGER_EMAIL);
  await form.getByLabel(/Passwort|Password|Mot de passe|كلمة المرور/).fill(DEMO_MANAGER_PASSWORD);
  await form.getByRole('button').click();
  await expect(page.getByTestId('stream-state')).toHaveText(/Live|En direct|مباشر/);
}

/** A manager token for the demo restaurant, signed in through the API as the board does. */
function kitchenToken(page: Page): Promise<string> {
  return staffTokenFor(page, DEMO_MANAGER_EMAIL, DEMO_MANAGER_PASSWORD);
}

/** The kitchen moves an order on (accept: processing; done: delivered), as the board's buttons do. */
export async function moveOrderAsKitchen(
  page: Page,
  orderId: string,
  ...statuses: ('processing' | 'delivered' | 'rejected')[]
): Promise<void> {
  const kitchen = apiFor(page, await kitchenToken(page));
  for (const status of statuses) {
    // A rejection needs its reason (the guest reads it).
    const body = status === 'rejected' ? { orderId, status, reason: 'Ausverkauft' } : { orderId, status };
    const moved = await kitchen.POST('/api/managers/order/change-status', { body });
    expect(moved.response.status, JSON.stringify(moved.error)).toBe(200);
  }
}

/** The kitchen finishes an order (accept, then done). */
export async function finishOrderAsKitchen(page: Page, orderId: string): Promise<void> {
  await moveOrderAsKitchen(page, orderId, 'processing', 'delivered');
}

/** The board's rush levers (pause and resume online ordering), as its levers sheet calls them. */
export async function pullBoardLever(page: Page, lever: 'pause' | 'resume', data: Record<string, unknown> = {}): Promise<void> {
  const token = await kitchenToken(page);
  const pulled = await page.request.post(`/api/managers/ordering/${lever}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(pulled.status()).toBe(200);
}

/**
 * Whatever a levers test left behind is undone for the worker's later tests (they share its server):
 * online orders resumed, the dish back without a stock limit. Used after each levers test, passed or not.
 */
export async function undoLevers(page: Page, dishes: string[]): Promise<void> {
  await pullBoardLever(page, 'resume');
  const token = await kitchenToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const products = ((await (await page.request.get('/api/managers/products', { headers })).json()) as {
    data: { id: number; name: string }[];
  }).data;
  for (const product of products.filter((candidate) => dishes.includes(candidate.name))) {
    const set = await page.request.post('/api/managers/products/stock', { headers, data: { productId: product.id, stock: null } });
    expect(set.status()).toBe(200);
  }
}

/** The kitchen accepts an order saying in how many minutes it will be ready, as the board's accept sheet does. */
export async function acceptOrderAsKitchen(page: Page, orderId: string, readyInMinutes: number): Promise<void> {
  const token = await kitchenToken(page);
  const moved = await page.request.post('/api/managers/order/change-status', {
    headers: { authorization: `Bearer ${token}` },
    data: { orderId, status: 'processing', readyInMinutes },
  });
  expect(moved.status()).toBe(200);
}

/**
 * The manager publishes or hides the review with this text, as the board's buttons do; answers its id.
 * Found by its text, since other tests' guests review their orders on the same server meanwhile.
 */
export async function moderateReviewAsManager(
  page: Page,
  body: string,
  status: 'published' | 'hidden',
): Promise<number> {
  const token = await kitchenToken(page);
  const headers = { authorization: `Bearer ${token}` };
  let id: number | undefined;
  for (const listed of ['pending', 'published', 'hidden']) {
    const answer = await page.request.get('/api/managers/reviews', { headers, params: { status: listed } });
    const reviews = ((await answer.json()) as { data: { data: { id: number; body: string }[] } }).data.data;
    id ??= reviews.find((review) => review.body === body)?.id;
  }
  if (id === undefined) throw new Error(`no review reads ${body}`);
  const changed = await page.request.post('/api/managers/reviews/change-status', { headers, data: { reviewId: id, status } });
  expect(changed.status()).toBe(200);
  return id;
}
