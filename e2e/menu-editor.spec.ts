import type { Browser, Page } from '@playwright/test';
import { actsAfterHydration, expect, test } from './support/test.ts';
import { signInToBoard } from './support/manager.ts';
import { closeSideCartIfOpen, expectAccessible, openMenu, productCard, screenshot, selectCategory } from './support/storefront.ts';

/*
 * The owner's menu editor (issue 22, decision 080): the demo's seeded person owns the demo restaurant.
 * Each test makes its own category and dishes, so the tests of one server never meet.
 */

/** A 16×16 photo, as a phone would send one (PNG; the server turns it into WebP). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGN44KBAEmIY1TCqYfhqAADfxkAQV1JLJQAAAABJRU5ErkJggg==',
  'base64',
);

/** Names of this run: a rerun against the same server meets the entries of the last one. */
const run = Date.now().toString(36).slice(-4);

/** The board, then the editor through its link (shown to owners only). */
async function openEditor(page: Page, lang = 'de'): Promise<void> {
  await signInToBoard(page, lang);
  await page.getByTestId('open-menu-editor').click();
  await expect(page).toHaveURL(/\/manager\/menu/);
  await expect(page.getByTestId('draft-status')).toBeVisible();
}

async function saveSheet(page: Page): Promise<void> {
  await page.getByTestId('entry-save').click();
  await expect(page.getByTestId('entry-sheet')).toBeHidden();
}

async function addCategory(page: Page, name: string, checkAccessible = false): Promise<void> {
  await page.getByTestId('tab-dishes').click();
  await page.getByTestId('add-category').click();
  await page.getByTestId('entry-sheet').getByTestId('field-name').fill(name);
  if (checkAccessible) await expectAccessible(page, '[data-testid="entry-sheet"]');
  await saveSheet(page);
  await page.getByTestId('category-row').filter({ hasText: name }).getByTestId('choose-category').click();
  await expect(page.getByTestId('dish-list').getByRole('heading')).toContainText(name);
}

async function addDish(page: Page, name: string, price: string): Promise<void> {
  await page.getByTestId('add-dish').click();
  const sheet = page.getByTestId('entry-sheet');
  await sheet.getByTestId('field-name').fill(name);
  await sheet.getByTestId('field-price').fill(price);
  await saveSheet(page);
  await expect(page.getByTestId('dish-row').filter({ hasText: name })).toBeVisible();
}

async function publish(page: Page, note: string): Promise<void> {
  await page.getByTestId('open-publish').click();
  const sheet = page.getByTestId('publish-sheet');
  await sheet.getByLabel(/Notiz|Note/).fill(note);
  await expectAccessible(page, '[data-testid="publish-sheet"]');
  await sheet.getByTestId('publish-confirm').click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('draft-status')).toContainText(/Entwurf entspricht|equals/);
}

async function guestPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 800 } });
  return actsAfterHydration(await context.newPage());
}

for (const device of [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'tablet', viewport: { width: 800, height: 1280 } },
]) {
  test.describe(`menu editor on a ${device.name} @desktop-only`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.name === 'tablet' });

    test('an owner builds a dish with options, previews, publishes; a guest orders it; a new price reaches the basket; rollback', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(180_000);
      const suffix = `${device.name === 'laptop' ? 'L' : 'T'}${run}`;
      const category = `Sommerkarte ${suffix}`;
      const dish = `Limonade ${suffix}`;
      await openEditor(page);
      await expectAccessible(page);
      await screenshot(page, testInfo, `editor-${device.name}-start`);

      await addCategory(page, category, true);
      await addDish(page, dish, '4,5');
      await expect(page.getByTestId('dish-row').filter({ hasText: dish }).getByTestId('dish-price')).toHaveText(/4,50\s€/);
      await expect(page.getByTestId('draft-status')).toContainText('Unveröffentlichte Änderungen');

      // The dish form with everything in it, and its checks next to the fields.
      await page.getByTestId('dish-row').filter({ hasText: dish }).getByTestId('edit-dish').click();
      const sheet = page.getByTestId('entry-sheet');
      // Amounts read as the owner writes them.
      await expect(sheet.getByTestId('field-price')).toHaveValue('4,50');
      await sheet.getByTestId('field-price').fill('abc');
      await sheet.getByTestId('entry-save').click();
      await expect(sheet.getByTestId('field-error').first()).toBeVisible();
      await sheet.getByTestId('field-price').fill('4,5');
      await sheet.getByTestId('allergens').getByText('Sulfite').click();
      await sheet.getByLabel(/Bild aufnehmen/).setInputFiles({ name: 'limonade.png', mimeType: 'image/png', buffer: PHOTO });
      await expect(sheet.getByRole('textbox', { name: /Bildadresse/ })).toHaveValue(/\.webp$/);
      await screenshot(page, testInfo, `editor-${device.name}-dish-form`);
      await expectAccessible(page, '[data-testid="entry-sheet"]');
      await saveSheet(page);

      // An option group for the category, with a priced option.
      await page.getByTestId('tab-groups').click();
      await page.getByTestId('add-group').click();
      await sheet.getByTestId('field-name').fill(`Eis ${suffix}`);
      await sheet.getByTestId('field-maximum').fill('1');
      await sheet.getByTestId('group-item').first().getByRole('textbox', { name: 'Option', exact: true }).fill('Mit Eis');
      await sheet.getByTestId('group-item').first().getByRole('textbox', { name: 'Aufpreis', exact: true }).fill('0,5');
      await sheet.getByTestId('group-categories').getByText(category).click();
      await screenshot(page, testInfo, `editor-${device.name}-group-form`);
      await expectAccessible(page, '[data-testid="entry-sheet"]');
      await saveSheet(page);
      await expect(page.getByTestId('group-row').filter({ hasText: `Eis ${suffix}` })).toContainText('Mit Eis');
      await expectAccessible(page);

      // The preview: the storefront with the draft, in a new tab, marked as such.
      const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('open-preview').click()]);
      await expect(preview.getByTestId('menu-preview-band')).toBeVisible();
      await selectCategory(preview, testInfo, category);
      await expect(productCard(preview, dish)).toBeVisible();
      // The uploaded photo reaches the guest at the card's width (decision 082): AVIF, not the 1280 px main file.
      const photo = productCard(preview, dish).locator('picture img');
      await expect(photo).toHaveJSProperty('complete', true);
      expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/menu\/[0-9a-f]{32}-(320|640)\.avif$/);
      await expectAccessible(preview);
      await screenshot(preview, testInfo, `editor-${device.name}-preview`);
      await preview.close();

      // Guests do not see it yet.
      const guest = await guestPage(browser, baseURL);
      await openMenu(guest);
      await expect(guest.getByTestId('category-bar').getByRole('link', { name: category, exact: true })).toHaveCount(0);

      await page.getByTestId('tab-dishes').click();
      await publish(page, `Sommer ${suffix}`);

      // The guest orders it: the option adds its price.
      await openMenu(guest);
      await selectCategory(guest, testInfo, category);
      await productCard(guest, dish).getByTestId('add-button').click();
      const panel = guest.getByTestId('product-panel');
      await panel.getByText('Mit Eis').click();
      await expect(panel.getByTestId('panel-add')).toHaveText(/5,00\s€/);
      await panel.getByTestId('panel-add').click();
      await expect(panel).toBeHidden();
      await closeSideCartIfOpen(guest);
      await guest.goto('/cart');
      await expect(guest.getByTestId('cart-total')).toHaveText(/5,00\s€/);

      // A new price, published: the guest's open basket answers with it.
      await page.getByTestId('category-row').filter({ hasText: category }).getByTestId('choose-category').click();
      await page.getByTestId('dish-row').filter({ hasText: dish }).getByTestId('edit-dish').click();
      await sheet.getByTestId('field-price').fill('5');
      await saveSheet(page);
      await publish(page, `Neuer Preis ${suffix}`);
      await guest.reload();
      await expect(guest.getByTestId('cart-total')).toHaveText(/5,50\s€/);

      // Versions: who and when, and one click back to the price before.
      await page.getByTestId('tab-versions').click();
      const versions = page.getByTestId('version-row');
      await expect(versions.first()).toContainText('manager@demo.tavola.local');
      await expect(versions.first()).toContainText(`Neuer Preis ${suffix}`);
      await expectAccessible(page);
      await screenshot(page, testInfo, `editor-${device.name}-versions`);
      page.once('dialog', (dialog) => void dialog.accept());
      await versions.nth(1).getByTestId('rollback').click();
      await expect(page.getByTestId('snackbar')).toBeVisible();
      await guest.reload();
      await expect(guest.getByTestId('cart-total')).toHaveText(/5,00\s€/);

      // The change log reads as a list of changes, the price among them.
      await page.getByTestId('tab-audit').click();
      await expect(page.getByTestId('audit-row').filter({ hasText: dish }).first()).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, testInfo, `editor-${device.name}-audit`);
      await page.getByTestId('tab-file').click();
      await expectAccessible(page);
      await screenshot(page, testInfo, `editor-${device.name}-file`);
      await guest.context().close();
    });
  });
}

test.describe('menu editor, translations and diet @desktop-only', () => {
  // The back office's whole editor, several saves and axe over it: past a minute on a loaded 2-core machine.
  test.slow();
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an English name and the vegan flag reach a guest who reads the menu in English', async ({ page, browser, baseURL }, testInfo) => {
    const category = `Suppen ${run}`;
    const dish = `Linsensuppe ${run}`;
    await openEditor(page);
    await addCategory(page, category);
    // The category's English name and its own VAT rate, read back as the owner wrote them.
    const categoryRow = page.getByTestId('category-row').filter({ hasText: category });
    await categoryRow.getByTestId('edit-category').click();
    const sheet = page.getByTestId('entry-sheet');
    await sheet.getByTestId('translation-en').locator('summary').click();
    await sheet.getByTestId('translation-en-name').fill(`Soups ${run}`);
    await sheet.getByTestId('field-vat-rate').fill('5,5');
    await saveSheet(page);
    await categoryRow.getByTestId('edit-category').click();
    await expect(sheet.getByTestId('field-vat-rate')).toHaveValue('5,5');
    await expect(sheet.getByTestId('translation-en-name')).toHaveValue(`Soups ${run}`);
    // Nothing changed: it closes without asking.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await addDish(page, dish, '6,5');
    await page.getByTestId('dish-row').filter({ hasText: dish }).getByTestId('edit-dish').click();
    // Vegan says vegetarian too.
    await sheet.getByTestId('field-vegan').check();
    await expect(sheet.getByTestId('field-vegetarian')).toBeChecked();
    await sheet.getByTestId('field-vegetarian').uncheck();
    await expect(sheet.getByTestId('field-vegan')).not.toBeChecked();
    await sheet.getByTestId('field-vegan').check();
    await sheet.getByTestId('translation-en').locator('summary').click();
    await sheet.getByTestId('translation-en-name').fill(`Lentil soup ${run}`);
    await sheet.getByTestId('field-vat-rate').fill('7');
    await sheet.getByTestId('translation-en-name').scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'editor-dish-form-translations');
    await expectAccessible(page, '[data-testid="entry-sheet"]');
    await saveSheet(page);
    await publish(page, `Englisch ${run}`);

    const context = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 800 } });
    const guest = actsAfterHydration(await context.newPage());
    await openMenu(guest, '/?lang=en');
    await selectCategory(guest, testInfo, `Soups ${run}`);
    await expect(productCard(guest, `Lentil soup ${run}`).getByTestId('diet-badges')).toContainText('Vegan');
    await expect(productCard(guest, dish)).toHaveCount(0);
    await context.close();
  });
});

test.describe('menu editor, keyboard and conflicts @desktop-only', () => {
  // The back office's whole editor, several saves and axe over it: past a minute on a loaded 2-core machine.
  test.slow();
  test.use({ viewport: { width: 1280, height: 800 } });

  test('categories reorder with the keyboard; a save over someone else’s shows their version', async ({ page }) => {
    await openEditor(page);
    await addCategory(page, `Zuerst ${run}`);
    await addCategory(page, `Danach ${run}`);
    const rows = page.getByTestId('category-list').getByTestId('category-row');
    const names = async () => (await rows.allInnerTexts()).map((text) => text.split('\n')[0]);
    const before = await names();
    const from = before.indexOf(`Danach ${run}`);
    // Space picks up, arrow up moves one place, space drops (dnd-kit's keyboard sensor).
    const handle = page.getByRole('button', { name: `Danach ${run} verschieben` });
    // The closed form gives the focus back to its opener a moment later: focus the handle after that.
    await page.waitForTimeout(400);
    await handle.focus();
    await expect(handle).toBeFocused();
    await page.keyboard.press('Space');
    // The moves are announced (dnd-kit's live region, in the owner's language).
    await expect(page.getByText(new RegExp(`Danach ${run} ist jetzt an Position ${from + 1} `))).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(new RegExp(`Danach ${run} ist jetzt an Position ${from} `))).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(names).toEqual([...before.slice(0, from - 1), `Danach ${run}`, before[from - 1], ...before.slice(from + 1)]);
    await page.reload();
    await expect.poll(names).toContain(`Danach ${run}`);
    expect((await names()).indexOf(`Danach ${run}`)).toBe(from - 1);

    // Someone else renames the category meanwhile (through the API, at the same revision).
    await page.getByTestId('category-row').filter({ hasText: `Zuerst ${run}` }).getByTestId('edit-category').click();
    const sheet = page.getByTestId('entry-sheet');
    const draft = await page.evaluate(async (run) => {
      const token = localStorage.getItem(Object.keys(localStorage).find((key) => key.includes('managerToken'))!)!;
      const config = JSON.parse(document.getElementById('storefront-config')!.textContent!);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const answer = await fetch(`/api/owner/menu/draft?restaurantId=${config.restaurantId}`, { headers });
      const entry = (await answer.json()).data.categories.find((c: any) => c.value.name === `Zuerst ${run}`);
      const saved = await fetch(`/api/owner/menu/draft/categories/${entry.key}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ restaurantId: config.restaurantId, revision: entry.revision, value: { ...entry.value, name: `Zuerst ${run} (Kollege)` } }),
      });
      return saved.status;
    }, run);
    expect(draft).toBe(200);
    await sheet.getByTestId('field-name').fill(`Zuerst ${run} (ich)`);
    await sheet.getByTestId('entry-save').click();
    const conflict = sheet.getByTestId('conflict-notice');
    await expect(conflict).toContainText(`Zuerst ${run} (Kollege)`);
    await expectAccessible(page, '[data-testid="entry-sheet"]');
    await conflict.getByTestId('conflict-keep-mine').click();
    await expect(sheet).toBeHidden();
    await expect(rows.filter({ hasText: `Zuerst ${run} (ich)` })).toBeVisible();

    // Dragged with the mouse: back below the other one.
    const dragged = page.getByRole('button', { name: `Danach ${run} verschieben` });
    const target = rows.filter({ hasText: `Zuerst ${run} (ich)` });
    const start = (await dragged.boundingBox())!;
    const end = (await target.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + ((end.y + end.height * 0.8 - start.y) * step) / 10);
    await page.mouse.up();
    await expect.poll(async () => (await names()).indexOf(`Danach ${run}`)).toBe(from);

    // Unsaved changes are not lost to a stray Escape: the editor asks first.
    await rows.filter({ hasText: `Zuerst ${run} (ich)` }).getByTestId('edit-category').click();
    await sheet.getByTestId('field-name').fill(`Zuerst ${run} (ungespeichert)`);
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.keyboard.press('Escape');
    await expect(sheet).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(rows.filter({ hasText: 'ungespeichert' })).toHaveCount(0);
  });

  test('a manager who is not the owner gets no editor link, and the editor says why', async ({ page }) => {
    // The demo seeds one person, the owner: the board's answer is changed to a manager's.
    await page.route('**/api/managers/restaurant?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.manager.role = 'manager';
      await route.fulfill({ response, json: body });
    });
    await signInToBoard(page);
    await expect(page.getByTestId('open-levers')).toBeVisible();
    await expect(page.getByTestId('open-menu-editor')).toHaveCount(0);
    await page.route('**/api/owner/menu/draft?*', (route) =>
      route.fulfill({ status: 403, json: { type: 'error', message: { code: 'owner_only', body: 'Nur für Inhaber' } } }),
    );
    await page.goto('/manager/menu');
    await expect(page.getByTestId('editor-ownerOnly')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('menu editor, the menu file @desktop-only', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the menu file downloads, and the same file uploads into the draft', async ({ page }) => {
    await openEditor(page);
    await page.getByTestId('tab-file').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-menu').click()]);
    expect(download.suggestedFilename()).toMatch(/^demo-menu-.*\.json$/);
    await page.getByTestId('import-menu').setInputFiles((await download.path())!);
    await expect(page.getByTestId('snackbar')).toContainText('Speisekarte der Datei');
  });
});

test.describe('menu editor in Arabic @desktop-only', () => {
  // The back office's whole editor, several saves and axe over it: past a minute on a loaded 2-core machine.
  test.slow();
  for (const device of [
    { name: 'laptop', viewport: { width: 1280, height: 800 } },
    { name: 'tablet', viewport: { width: 800, height: 1280 } },
  ]) {
    test(`right to left on a ${device.name}`, async ({ page }, testInfo) => {
      await page.setViewportSize(device.viewport);
      await openEditor(page, 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectAccessible(page);
      await screenshot(page, testInfo, `editor-ar-${device.name}-dishes`);
      await page.getByTestId('dish-row').first().getByTestId('edit-dish').click();
      await expect(page.getByTestId('entry-sheet')).toBeVisible();
      await expectAccessible(page, '[data-testid="entry-sheet"]');
      await screenshot(page, testInfo, `editor-ar-${device.name}-dish-form`);
      // The fields of decision 081, further down: diet, additives, the texts per language.
      const sheet = page.getByTestId('entry-sheet');
      await sheet.getByTestId('translation-ar').locator('summary').click();
      await sheet.getByTestId('translation-ar-name').scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `editor-ar-${device.name}-dish-translations`);
      await sheet.getByTestId('additives').scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `editor-ar-${device.name}-dish-diet`);
      await expectAccessible(page, '[data-testid="entry-sheet"]');
      await page.keyboard.press('Escape');
      for (const tab of ['groups', 'versions', 'audit', 'file']) {
        await page.getByTestId(`tab-${tab}`).click();
        await expectAccessible(page);
        await screenshot(page, testInfo, `editor-ar-${device.name}-${tab}`);
      }
    });
  }
});
