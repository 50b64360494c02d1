import { expect, test, type Page } from './support/test.ts';
import { expectAccessible, isPhone, screenshot } from './support/storefront.ts';

/*
 * The per-restaurant modes the demo restaurant has off, on the fixture restaurants the e2e server
 * imports (e2e/fixtures, EXTRA_RESTAURANT_FILES): ticketing (kochschule), event (sommerfest),
 * side menu with a landing page (bistro) and a restaurant without shop (atelier).
 */

/** A calendar date (YYYY-MM-DD) some days later. */
function daysAfter(date: string, days: number): string {
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}

async function bookFirstSlot(page: Page) {
  const block = page.getByTestId('ticketing-block');
  const firstBookable = block.locator('[data-bookable="true"]').first();
  await firstBookable.click();
  const slot = block.getByTestId('ticket-slot').first();
  await expect(slot).toBeVisible();
  await expect(block.getByTestId('ticket-prompt')).toHaveText('Wählen Sie eine Uhrzeit, um fortzufahren');
  const saved = page.waitForResponse((response) => response.url().includes('basket/add-delivery-time'));
  await slot.click();
  return saved;
}

test.describe('ticketing', () => {
  test('the menu stays hidden until a date and a time slot are booked', async ({ page }, testInfo) => {
    await page.goto('/r/kochschule/menu');
    const block = page.getByTestId('ticketing-block');
    await expect(block.getByTestId('ticket-prompt')).toHaveText('Wählen Sie ein Datum, um fortzufahren');
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    // No courses on Tuesdays and Thursdays: those days are dimmed and cannot be chosen. In a month's
    // last days a phone's one-month view may hold no Tuesday to come: the guest pages on, as here.
    await expect(block.locator('[data-bookable="true"]').first()).toBeVisible();
    if ((await block.locator('[data-state="noSlots"][aria-label^="Dienstag"]').count()) === 0) {
      await block.getByRole('button', { name: 'Nächster Monat' }).click();
    }
    const tuesday = block.locator('[data-state="noSlots"][aria-label^="Dienstag"]').first();
    await expect(tuesday).toHaveAttribute('aria-disabled', 'true');
    await expect(tuesday).toHaveAttribute('aria-label', /keine Termine$/);
    await expect(block.locator('table[role="grid"]')).toHaveCount(isPhone(testInfo) ? 1 : 2);
    await screenshot(page, testInfo, 'ticketing-calendar');
    await expectAccessible(page, '[data-testid="ticketing-block"]');

    const saved = await bookFirstSlot(page);
    expect((await saved).status()).toBe(200);
    const request = (await saved).request().postDataJSON();
    expect(request.deliveryType).toBe('pickup');
    expect(request.delivery_time).toMatch(/^\d{4}-\d{2}-\d{2} (10|15|19):00$/);
    await expect(page.getByTestId('ticket-chosen')).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await screenshot(page, testInfo, 'ticketing-booked');
    // The basket holds the time: after a reload the menu shows at once.
    await page.reload();
    await expect(page.getByTestId('ticket-chosen')).toContainText(request.delivery_time.slice(11));
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('a slot without room for the basket answers with the coded capacity message', async ({ page }) => {
    await page.goto('/r/kochschule/menu');
    const block = page.getByTestId('ticketing-block');
    const days = block.locator('[data-bookable="true"]');
    // A day with a morning course (12 places); its afternoon course has 8. Near a month's end the
    // days left in view may have none: page on to the next month, as a guest would.
    await expect(days.first()).toBeVisible();
    for (let index = 0; ; index++) {
      if (index === (await days.count())) {
        await block.getByRole('button', { name: 'Nächster Monat' }).click();
        index = 0;
      }
      await days.nth(index).click();
      if ((await block.getByTestId('ticket-slot').first().textContent())!.startsWith('10:00')) break;
    }
    const booked = page.waitForResponse((response) => response.url().includes('basket/add-delivery-time'));
    await block.getByTestId('ticket-slot').first().click();
    expect((await booked).status()).toBe(200);
    await page.getByTestId('product-card').filter({ hasText: 'Fresh pasta course' }).getByRole('button').last().click();
    await page.goto('/r/kochschule/cart');
    for (let units = 2; units <= 9; units++) {
      await page.getByTestId('line-increase').click();
      await expect(page.getByTestId('line-quantity')).toHaveText(String(units));
    }
    await page.goto('/r/kochschule/menu');
    await page.getByTestId('ticket-change').click();
    const refused = page.waitForResponse((response) => response.url().includes('basket/add-delivery-time'));
    await block
      .getByTestId('ticket-slot')
      .filter({ hasText: /^15:00/ })
      .click();
    expect((await refused).status()).toBe(409);
    await expect(page.getByTestId('snackbar')).toContainText('Die Kapazität ist ausgeschöpft.');
    // The booked morning slot stays.
    await expect(block.getByTestId('ticket-slot').filter({ hasText: /^10:00/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the calendar works with the keyboard', async ({ page }) => {
    await page.goto('/r/kochschule/menu');
    const block = page.getByTestId('ticketing-block');
    const tabStop = block.locator('table[role="grid"] button[tabindex="0"]');
    await expect(tabStop).toHaveCount(1);
    await tabStop.focus();
    const start = (await tabStop.getAttribute('data-date'))!;
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveAttribute('data-date', daysAfter(start, 7));
    await page.keyboard.press('ArrowUp');
    // The first bookable day: Enter chooses it and its slots appear.
    await expect(page.locator(':focus')).toHaveAttribute('data-date', start);
    await expect(page.locator(':focus')).toHaveAttribute('data-bookable', 'true');
    await page.keyboard.press('Enter');
    await expect(block.getByTestId('ticket-slot').first()).toBeVisible();
  });

  test('the focused day keeps the focus while answers re-render the calendar', async ({ page }) => {
    // The restaurant's info (read again after hydration: it carries the ticket times) answers while the
    // guest is already on the calendar and re-renders it. (The guest's basket is created with the first
    // choice, decision 105: a basket answer no longer arrives under the guest's focus.)
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/api\/restaurant\/restaurant-by-id/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/r/kochschule/menu');
    const block = page.getByTestId('ticketing-block');
    const tabStop = block.locator('table[role="grid"] button[tabindex="0"]');
    await tabStop.focus();
    const start = (await tabStop.getAttribute('data-date'))!;
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveAttribute('data-date', daysAfter(start, 7));

    const answered = page.waitForResponse(/restaurant\/restaurant-by-id/);
    release();
    await answered;
    // The app renders with the answer in the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator(':focus')).toHaveAttribute('data-date', daysAfter(start, 7));

    await page.keyboard.press('ArrowUp');
    await expect(page.locator(':focus')).toHaveAttribute('data-date', start);
    await page.keyboard.press('Enter');
    await expect(block.getByTestId('ticket-slot').first()).toBeVisible();
  });

  test('Arabic: the calendar reads right to left', async ({ page }, testInfo) => {
    await page.goto('/r/kochschule/menu?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const block = page.getByTestId('ticketing-block');
    await expect(block.getByTestId('ticket-prompt')).toHaveText('اختر تاريخًا للمتابعة');
    await block.locator('[data-bookable="true"]').first().click();
    await expect(block.getByTestId('ticket-slot').first()).toBeVisible();
    await screenshot(page, testInfo, 'ticketing-arabic');
    await expectAccessible(page, '[data-testid="ticketing-block"]');
  });
});

test.describe('side-navigation layout', () => {
  test('desktop: the side column selects categories and carries social links and copyright @desktop-only', async ({
    page,
  }, testInfo) => {
    await page.goto('/r/bistro/menu');
    const side = page.getByTestId('side-menu');
    await expect(side).toBeVisible();
    const box = (await side.boundingBox())!;
    expect(box.width).toBe(260);
    // Said once (issue 26 item 10): the column carries the logo, the name and the categories; the header and
    // the hero leave out the logo, the header the name, and no row of category chips repeats the column.
    await expect(page.getByTestId('top-logo')).toHaveCount(0);
    await expect(page.getByTestId('category-bar')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: /Bistro Tavola/ })).toBeHidden();
    await expect(side.getByTestId('side-menu-home')).toHaveAccessibleName(/Bistro Tavola/);
    const entries = side.getByRole('navigation').getByRole('button');
    await expect(entries).toHaveText(["Chef's picks", 'Antipasti', 'Pizza', 'Pasta', 'Salads', 'Desserts', 'Coffee']);
    await expect(entries.first()).toHaveAttribute('aria-current', 'true');
    await side.getByRole('button', { name: 'Pasta', exact: true }).click();
    await expect(page.getByTestId('category-heading').getByRole('heading', { level: 2 })).toHaveText('Pasta');
    await expect(side.getByRole('button', { name: 'Pasta', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('product-card')).toHaveCount(2);
    await expect(side.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(side).toContainText(`© ${new Date().getFullYear()} Bistro Tavola`);
    await expect(side.getByRole('link', { name: 'Tavola', exact: true })).toBeVisible();
    await screenshot(page, testInfo, 'side-menu');
    await expectAccessible(page);
  });

  test('phones do not get the side column @phone-only', async ({ page }) => {
    await page.goto('/r/bistro/menu');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('side-menu')).toBeHidden();
    // Without the column, the categories and the way home are where they always are.
    await expect(page.getByTestId('category-bar')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Bistro Tavola/ })).toBeVisible();
  });
});

test.describe('route guards and landing page', () => {
  test('the entry goes to the landing page when it is on; View menu opens the menu', async ({ page }, testInfo) => {
    await page.goto('/r/bistro/');
    await expect(page).toHaveURL(/\/r\/bistro\/landing$/);
    const landing = page.getByTestId('landing-page');
    await expect(landing.getByRole('heading', { level: 1 })).toHaveText('Bistro Tavola');
    await expect(landing).toContainText('Torstraße 121');
    await expect(landing.getByRole('row')).toHaveCount(7);
    await screenshot(page, testInfo, 'landing-page', true);
    await expectAccessible(page);
    await landing.getByTestId('landing-view-menu').click();
    await expect(page).toHaveURL(/\/r\/bistro\/menu$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('without a shop every menu route leads to the landing page, without View menu', async ({ page }, testInfo) => {
    for (const path of ['/r/atelier/', '/r/atelier/menu?lang=en']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/r\/atelier\/landing(\?lang=en)?$/);
    }
    await expect(page.getByTestId('landing-no-shop')).toHaveText(
      'Online ordering is not available here. We look forward to your visit!',
    );
    await expect(page.getByTestId('landing-view-menu')).toHaveCount(0);
    // Nothing to order here: no basket and no way to sign in or register.
    await expect(page.getByTestId('landing-no-shop')).toBeVisible();
    await expect(page.getByTestId('basket-button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Login|Register/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Login|Register/ })).toHaveCount(0);
    await expect(page).toHaveTitle('Atelier Tavola | Welcome');
    await screenshot(page, testInfo, 'landing-no-shop');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server sends the entry, and a shop-less menu, on to the landing page, rendered', async ({ page }) => {
      await page.goto('/r/bistro/');
      await expect(page).toHaveURL(/\/r\/bistro\/landing$/);
      await expect(page.getByTestId('landing-page').getByRole('heading', { level: 1 })).toHaveText('Bistro Tavola');
      await page.goto('/r/atelier/menu?lang=en');
      await expect(page).toHaveURL(/\/r\/atelier\/landing\?lang=en$/);
      await expect(page.getByTestId('landing-no-shop')).toBeVisible();
    });
  });

  test('the demo restaurant (no landing page, a shop) still opens on its menu', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});

/** The next local date in Berlin (from tomorrow) whose weekday is one of `weekdays` ('Mon', 'Fri', …). */
function nextBerlinDate(weekdays: string[]): string {
  for (let days = 1; days <= 14; days++) {
    const at = new Date(Date.now() + days * 86_400_000);
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Europe/Berlin' }).format(at);
    if (weekdays.includes(weekday)) return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at);
  }
  throw new Error(`no ${weekdays.join('/')} within two weeks`);
}

test.describe('event mode', () => {
  test('event layout: title, contact bar, header links with content, category navigation', async ({
    page,
  }, testInfo) => {
    await page.goto('/r/sommerfest/menu');
    // 'Online Shop' in the restaurant's language (German).
    await expect(page).toHaveTitle('Sommerfest Tavola | Online-Shop');
    const header = page.getByTestId('event-header');
    await expect(header).toContainText('+49 30 2345 6789');
    await expect(header.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
    if (!isPhone(testInfo)) {
      await expect(
        header.getByRole('navigation', { name: 'Veranstaltungsnavigation' }).getByRole('listitem'),
      ).toHaveText([
        'Startseite',
        'Kontakt',
        'Über uns',
        'Datenschutz',
        'Impressum',
        'Allgemeine Geschäftsbedingungen',
      ]);
    }
    const categories = page.getByTestId('event-category-nav');
    await expect(categories.getByRole('button')).toHaveText(['Tickets', 'Workshops', 'Food vouchers']);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await categories.getByRole('button', { name: 'Workshops' }).click();
    await expect(page.getByTestId('category-heading').getByRole('heading', { level: 2 })).toHaveText('Workshops');
    await expect(categories.getByRole('button', { name: 'Workshops' })).toHaveAttribute('aria-current', 'true');
    await screenshot(page, testInfo, 'event-layout');
    await expectAccessible(page);
  });

  test('a day pass needs a name and a festival date before Add; the line carries them', async ({ page }, testInfo) => {
    await page.goto('/r/sommerfest/menu');
    const card = page.getByTestId('product-card').filter({ hasText: 'Day pass' });
    // Sold Friday to Sunday: listed on any weekday with its days, the guest picks one.
    await expect(card.getByTestId('product-dates')).toHaveText('Erhältlich Fr–So');
    await card.getByRole('button').last().click();
    const panel = page.getByTestId('product-panel');
    const add = panel.getByTestId('panel-add');
    await expect(panel.getByTestId('person-fields')).toBeVisible();
    await expect(add).toBeDisabled();
    // The disabled Add says which detail is missing (issue 26 item 3).
    await expect(add).toHaveAccessibleDescription('Der Name ist erforderlich');

    await panel.getByTestId('person-name').fill('   ');
    await panel.getByTestId('person-name').blur();
    await expect(panel.getByTestId('person-fields').getByText('Name ist erforderlich')).toBeVisible();
    await panel.getByTestId('person-name').fill('  Anna Muster ');
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Das Datum ist erforderlich');
    await panel.getByTestId('person-date').focus();
    await panel.getByTestId('person-date').blur();
    await expect(panel.getByTestId('person-fields').getByText('Datum ist erforderlich')).toBeVisible();
    // The festival runs Friday to Sunday: a Monday is refused.
    await panel.getByTestId('person-date').fill(nextBerlinDate(['Mon']));
    await expect(panel.getByText('Dieses Produkt ist an diesem Datum nicht erhältlich.')).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(/^Day pass.* ist an Ihrem gewählten Datum nicht verfügbar$/);
    const festivalDay = nextBerlinDate(['Fri', 'Sat', 'Sun']);
    await panel.getByTestId('person-date').fill(festivalDay);
    await expect(add).toBeEnabled();
    await expect(panel.getByTestId('panel-add-reason')).toBeHidden();
    await screenshot(page, testInfo, 'event-person-fields');
    await expectAccessible(page, '[data-testid="product-panel"]');

    const added = page.waitForResponse((response) => response.url().includes('basket/add'));
    await add.click();
    const response = await added;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON().extraInfo).toEqual({
      itemDetails: [{ fullName: 'Anna Muster', date: festivalDay }],
    });
    const basket = (await response.json()).data;
    const line = basket.products.find((product: { name: string }) => product.name === 'Day pass');
    expect(JSON.parse(line.extra_info).itemDetails).toEqual([{ fullName: 'Anna Muster', date: festivalDay, count: 1 }]);
    await expect(panel).toBeHidden();

    // The cart's event variant: person name and date per entry, with a quantity column.
    await page.goto('/r/sommerfest/cart');
    const persons = page.getByTestId('line-persons');
    const [year, month, day] = festivalDay.split('-');
    await expect(persons.getByRole('row').nth(1)).toHaveText(`Anna Muster${day}.${month}.${year!.slice(2)}1`);
    await screenshot(page, testInfo, 'event-cart');
  });

  test('a product without person fields is added straight from its card', async ({ page }, testInfo) => {
    await page.goto('/r/sommerfest/menu?category=pinned');
    await page.getByTestId('event-category-nav').getByRole('button', { name: 'Food vouchers' }).click();
    const added = page.waitForResponse((response) => response.url().includes('basket/add'));
    await page.getByTestId('product-card').filter({ hasText: 'Food voucher' }).getByRole('button').last().click();
    expect((await added).status()).toBe(200);
    if (isPhone(testInfo)) await expect(page.getByTestId('snackbar')).toContainText('Hinzugefügt');
  });
});
