import { expect, test } from './support/test.ts';
import { expectAccessible, openMenu } from './support/storefront.ts';

/** As printed QR codes write it: qrcode=1 (true counts as set too; yes/on do not). */
const TABLE_URL = `/?table=demo-t3&qrcode=1`;
/** A link printed before table codes (issue 25): it seats the guest, without the table's rights. */
const OLD_TABLE_URL = `/?tableName=${encodeURIComponent('Tisch 3')}&qrcode=1`;

test.describe('newsletter tab', () => {
  test('phones have no SUBSCRIBE tab', { tag: '@phone-only' }, async ({ page }) => {
    await openMenu(page);
    await expect(page.getByTestId('newsletter-tab')).toBeHidden();
  });

  test('desktop: the SUBSCRIBE tab opens the form; the server message shows and the field is cleared', { tag: '@desktop-only' }, async ({ page }) => {
    await openMenu(page);
    const tab = page.getByTestId('newsletter-tab');
    await expect(tab).toHaveText('ABONNIEREN');
    await tab.click();
    const dialog = page.getByTestId('newsletter-dialog');
    await expect(dialog.getByRole('heading', { name: 'Newsletter abonnieren' })).toBeVisible();
    const email = dialog.getByLabel('E-Mail');
    await expect(email).toBeFocused();
    await expectAccessible(page, '[data-testid="newsletter-dialog"]');

    await dialog.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Bitte geben Sie Ihre E-Mail-Adresse ein.');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tab).toBeFocused();

    const address = `guest-${Date.now()}@example.com`;
    await tab.click();
    await dialog.getByLabel('E-Mail').fill(address);
    await dialog.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(page.getByTestId('snackbar')).toContainText('Ihre E-Mail-Adresse wurde erfolgreich eingetragen!');
    await expect(dialog).toBeHidden();

    await tab.click();
    await dialog.getByLabel('E-Mail').fill(address.toUpperCase());
    await dialog.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(page.getByTestId('snackbar')).toContainText('Diese E-Mail-Adresse ist bereits angemeldet.');
    await expect(dialog).toBeHidden();
    await tab.click();
    await expect(dialog.getByLabel('E-Mail')).toHaveValue('');
    await expect(dialog.getByLabel('E-Mail')).toBeFocused();
  });

  test('a refused email shows the server message and clears the field', { tag: '@desktop-only' }, async ({ page }) => {
    await openMenu(page);
    await page.getByTestId('newsletter-tab').click();
    const dialog = page.getByTestId('newsletter-dialog');
    await dialog.getByLabel('E-Mail').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(page.getByTestId('snackbar')).toContainText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await expect(dialog.getByLabel('E-Mail')).toHaveValue('');
  });
});

test.describe('dish collector (table service)', () => {
  test('no button without a table', async ({ page }) => {
    await openMenu(page);
    await expect(page.getByTestId('call-dish-collector')).toHaveCount(0);
  });

  test('an old printed link (table by name) still opens the menu at the table, without the dish collector', async ({ page }) => {
    const setTable = page.waitForResponse((response) => response.url().includes('/api/basket/set-table'));
    await openMenu(page, OLD_TABLE_URL);
    expect((await setTable).status()).toBe(200);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('call-dish-collector')).toHaveCount(0);
  });

  test('with a table from the QR code: confirm, cancel, success, 503 and network failure', async ({ page }) => {
    const setTable = page.waitForRequest((request) => request.url().includes('/api/basket/set-table'));
    await openMenu(page, TABLE_URL);
    expect((await setTable).postDataJSON()).toMatchObject({ table: 'demo-t3', qrcode: true });
    // The demo restaurant counts persons on tables: the capacity question comes first; closed for now.
    await expect(page.getByTestId('table-capacity-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('table-capacity-dialog')).toBeHidden();
    const button = page.getByTestId('call-dish-collector');
    await expect(button).toHaveText('Geschirr-Roboter rufen');

    await button.click();
    const dialog = page.getByTestId('dish-collector-dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Möchten Sie den Geschirr-Roboter wirklich an Ihren Tisch rufen?');
    await expect(dialog).toContainText('Bitte stellen Sie sicher, dass alles Geschirr zur Abholung bereitsteht.');
    await expectAccessible(page, '[data-testid="dish-collector-dialog"]');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();

    await button.click();
    const request = page.waitForRequest((r) => r.url().includes('/api/restaurant/robot-request'));
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    expect(new URL((await request).url()).searchParams.get('tableId')).toMatch(/^\d+$/);
    expect(new URL((await request).url()).searchParams.get('basketId')).toBeTruthy();
    await expect(page.getByTestId('snackbar')).toContainText('Der Geschirr-Roboter ist auf dem Weg zu Ihrem Tisch.');
    await expect(dialog).toBeHidden();

    await page.route('**/api/restaurant/robot-request**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          type: 'error',
          data: null,
          message: { code: 'robot_service_unavailable', body: 'Der Geschirr-Roboter ist momentan nicht verfügbar.' },
        }),
      }),
    );
    await button.click();
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByTestId('snackbar')).toContainText('Der Geschirr-Roboter ist momentan nicht verfügbar.');

    await page.unroute('**/api/restaurant/robot-request**');
    await page.route('**/api/restaurant/robot-request**', (route) => route.abort());
    await button.click();
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByTestId('snackbar')).toContainText('Etwas ist schiefgelaufen!');
  });
});

test.describe('table capacity', () => {
  test('with a table: asks adults and children once a day, refuses no guests, saves into the basket', async ({ page }) => {
    await openMenu(page, TABLE_URL);
    const dialog = page.getByTestId('table-capacity-dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Wie viele Gäste sitzen an Ihrem Tisch?');
    await expectAccessible(page, '[data-testid="table-capacity-dialog"]');

    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Bitte geben Sie mindestens einen Gast an.');

    await dialog.getByLabel('Erwachsene').fill('2');
    await dialog.getByLabel('Kinder').fill('1');
    const saved = page.waitForResponse((r) => r.url().includes('/api/basket/update-basket-extraInfo'));
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    const answer = (await (await saved).json()) as { data: { extra_info: { table_capacity: unknown } } };
    expect(answer.data.extra_info.table_capacity).toMatchObject({ adults: 2, children: 1 });
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('call-dish-collector')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('no question without a table', async ({ page }) => {
    await openMenu(page);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('table-capacity-dialog')).toHaveCount(0);
  });
});
