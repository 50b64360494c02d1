import { expect, type Page } from '@playwright/test';

/** The demo manager the e2e servers seed (DEMO_MANAGER_PASSWORD in playwright.config.ts). */
export const DEMO_MANAGER_EMAIL = 'manager@demo.tavola.local';
export const DEMO_MANAGER_PASSWORD = 'e2e-kitchen-door-42';

/** Signs in on /manager as the kitchen does and waits for the live board. */
export async function signInToBoard(page: Page, lang = 'de'): Promise<void> {
  await page.goto(`/manager?lang=${lang}`);
  const form = page.getByTestId('manager-sign-in');
  await form.getByLabel(/E-Mail|E-mail|البريد/).fill(DEMO_MANAGER_EMAIL);
  await form.getByLabel(/Passwort|Password|Mot de passe|كلمة المرور/).fill(DEMO_MANAGER_PASSWORD);
  await form.getByRole('button').click();
  await expect(page.getByTestId('stream-state')).toHaveText(/Live|En direct|مباشر/);
}

/** A manager token for the demo restaurant, signed in through the API as the board does. */
async function kitchenToken(page: Page): Promise<string> {
  const config = (await page.evaluate(() => JSON.parse(document.getElementById('storefront-config')!.textContent!))) as {
    clientId: string;
    clientSecret: string;
  };
  const tokenAnswer = await page.request.post('/api/oauth/token', {
    data: { grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret },
  });
  const publicToken = ((await tokenAnswer.json()) as { access_token: string }).access_token;
  const login = await page.request.post('/api/managers/login', {
    headers: { authorization: `Bearer ${publicToken}` },
    data: { email: DEMO_MANAGER_EMAIL, password: DEMO_MANAGER_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

/** The kitchen moves an order on (accept: processing; done: delivered), as the board's buttons do. */
export async function moveOrderAsKitchen(page: Page, orderId: string, ...statuses: ('processing' | 'delivered')[]): Promise<void> {
  const token = await kitchenToken(page);
  for (const status of statuses) {
    const moved = await page.request.post('/api/managers/order/change-status', { headers: { authorization: `Bearer ${token}` }, data: { orderId, status } });
    expect(moved.status()).toBe(200);
  }
}

/** The kitchen finishes an order (accept, then done). */
export async function finishOrderAsKitchen(page: Page, orderId: string): Promise<void> {
  await moveOrderAsKitchen(page, orderId, 'processing', 'delivered');
}
