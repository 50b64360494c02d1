import { expect, test, type Page } from './support/test.ts';
import { storedBasketId } from './support/account.ts';
import { expectAdded, openMenu, productCard, screenshot, selectCategory, startWithBruschetta } from './support/storefront.ts';

/** Rewrites the restaurant info answer, as if the manager had changed the restaurant's flags. */
async function patchRestaurantInfo(page: Page, patch: Record<string, unknown>) {
  await page.route('**/api/restaurant/restaurant-by-id*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ...patch } } });
  });
}

test.describe('restaurant states and server answers', () => {
  test('closed: the popup with OK !, hidden for 10 minutes, no Eat here, the closed notice', async ({ page }, testInfo) => {
    await patchRestaurantInfo(page, { closed: true, closeMessage: 'Wir machen kurz Pause. Grazie!' });
    await page.goto('/');
    const popup = page.getByTestId('popup-closed');
    await expect(popup).toContainText('Wir machen kurz Pause. Grazie!');
    await screenshot(page, testInfo, 'popup-closed');
    await popup.getByRole('button', { name: 'OK !' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('opening-hours')).toContainText('Wir haben gerade geschlossen');
    await expect(page.getByRole('radio', { name: 'Vor Ort' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('opening-hours')).toBeVisible();
    await expect(page.getByTestId('popup-closed')).toHaveCount(0);
  });

  test('the announcement popup opens when the restaurant has one', async ({ page }) => {
    await patchRestaurantInfo(page, { has_announcement: true, announcement: 'Neu: Linguine alle vongole!' });
    await page.goto('/');
    const popup = page.getByTestId('popup-announcement');
    await expect(popup).toContainText('Neu: Linguine alle vongole!');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('order_limit_reached offers the valid time; confirming sets it', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/basket/add-delivery-time', async (route) => {
      calls += 1;
      if (calls === 1) {
        await route.fulfill({
          status: 409,
          json: {
            type: 'error',
            data: null,
            message: { code: 'order_limit_reached', body: 'Zu dieser Zeit sind wir ausgebucht. Wie wäre es mit 2030-01-02 19:30?' },
            validTime: '2030-01-02 19:30:00',
            name: 'Pizza Margherita',
          },
        });
        return;
      }
      expect(route.request().postDataJSON()).toMatchObject({ delivery_time: '2030-01-02 19:30' });
      await route.continue();
    });
    await openMenu(page);
    await page.getByTestId('delivery-time-button').click();
    const sheet = page.getByTestId('delivery-time-sheet');
    await sheet.getByTestId('delivery-slots').getByRole('button').first().click();
    await sheet.getByTestId('delivery-time-save').click();
    const snackbar = page.getByTestId('snackbar');
    await expect(snackbar).toContainText('ausgebucht');
    await expect(snackbar).toHaveAttribute('data-type', 'error');
    await snackbar.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => calls).toBe(2);
  });

  test('a visit that only reads the menu creates no basket; the first dish does, and a failed one says so', async ({
    page,
  }, testInfo) => {
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/basket/create')) creates.push(request.url());
    });
    // The visit is recorded in the same start-up step that would have created a basket (decision 105).
    const visited = page.waitForResponse(/api\/restaurant\/website-view/);
    await openMenu(page);
    await visited;
    expect(creates).toHaveLength(0);
    expect(await storedBasketId(page)).toBeNull();

    await page.route('**/api/basket/create', (route) => route.abort('connectionreset'), { times: 1 });
    await selectCategory(page, testInfo, 'Antipasti');
    const add = productCard(page, 'Bruschetta al pomodoro').getByTestId('add-button');
    await add.click();
    await expect(page.getByTestId('snackbar')).toContainText('Beim Anlegen des Warenkorbs ist ein Fehler aufgetreten');
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
    expect(await storedBasketId(page)).toBeNull();

    await add.click();
    await expectAdded(page, testInfo);
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    expect(creates).toHaveLength(2);
    expect(await storedBasketId(page)).not.toBeNull();
  });

  test('a delivery type change that shrinks the cart says so', async ({ page }, testInfo) => {
    await startWithBruschetta(page, testInfo);
    await page.route('**/api/basket/change-delivery-method', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const basket = { ...body.data.basket, products: [], count: 0, totalPrice: 0, totalWithDiscount: 0 };
      await route.fulfill({
        response,
        json: { ...body, data: { ...body.data, basket, removedProducts: [{ basketProductId: 1, productId: 1, name: 'Bruschetta al pomodoro' }] } },
      });
    });
    await page.getByTestId('delivery-type-switcher').getByText('Abholung').click();
    await expect(page.getByTestId('snackbar')).toContainText('Einige Artikel wurden aus dem Warenkorb entfernt');
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
  });

  test('a refused quantity change rolls back; a failure shows the server message or Something went wrong', async ({ page }, testInfo) => {
    await startWithBruschetta(page, testInfo);
    await page.goto('/cart');
    const line = page.getByTestId('cart-line').first();
    await expect(line.getByTestId('line-quantity')).toHaveText('1');

    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/basket/add', async (route) => {
      await answered;
      await route.fulfill({ status: 400, json: { type: 'error', data: null, message: { code: 'product_only_n_available', body: 'Nur 1 Bruschetta verfügbar' } } });
    });
    await line.getByTestId('line-increase').click();
    // The guest sees the change at once; the server's refusal then takes it back.
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    answer();
    await expect(page.getByTestId('snackbar')).toContainText('Nur 1 Bruschetta verfügbar');
    await expect(line.getByTestId('line-quantity')).toHaveText('1');

    await page.unroute('**/api/basket/add');
    await page.route('**/api/basket/add', (route) => route.fulfill({ status: 500, json: { type: 'error', data: null, message: { code: 'internal_error', body: 'x' } } }));
    await line.getByTestId('line-increase').click();
    await expect(page.getByTestId('snackbar')).toContainText('Etwas ist schiefgelaufen');
    await expect(line.getByTestId('line-quantity')).toHaveText('1');
  });

  test('a 422 shows the first validation message', async ({ page }) => {
    await page.route('**/api/restaurant/product/search*', (route) =>
      route.fulfill({ status: 422, json: { message: 'Die Angaben sind ungültig.', code: 'field_too_long', errors: { query: ['Die Suche ist zu lang.', 'zweite'] } } }),
    );
    await openMenu(page);
    await page.getByTestId('menu-search').fill('tiramisu');
    await expect(page.getByTestId('snackbar')).toContainText('Die Suche ist zu lang.');
  });

  test('an expired public token is replaced before the first call', async ({ page }) => {
    const expired = `e30.${Buffer.from(JSON.stringify({ exp: 1, rid: 1 })).toString('base64url')}.sig`;
    await page.addInitScript((token) => localStorage.setItem('tavola.publicToken.1', token), expired);
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/oauth/token')) tokenCalls.push(request.url());
    });
    await openMenu(page);
    expect(tokenCalls.length).toBe(1);
    const stored = await page.evaluate(() => localStorage.getItem('tavola.publicToken.1'));
    expect(stored).not.toBe(expired);
  });
});
