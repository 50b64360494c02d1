import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from './support/test.ts';
import { fillBasket } from './support/checkout.ts';
import { expectAccessible, isPhone, navEntry, openMenu, screenshot } from './support/storefront.ts';

/** Rewrites an answer's data, as if the restaurant had other settings or content. */
async function patchAnswer(page: Page, path: string, patch: (data: any) => unknown) {
  await page.route(`**/api/${path}*`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: patch(body.data) } });
  });
}
const patchInfo = (page: Page, fields: Record<string, unknown>) =>
  patchAnswer(page, 'restaurant/restaurant-by-id', (data) => ({ ...data, ...fields }));

/** A Monday morning in the past: tokens the server issues now stay valid under this clock. */
const T0 = new Date('2026-03-02T10:00:00Z');
const minutes = (count: number) => new Date(T0.getTime() + count * 60_000);

const footer = (page: Page) => page.getByRole('contentinfo');

/** A click on the dimmed layer beside a dialog, once it is fully open (it has taken focus and listens for outside clicks). */
async function clickDimmedLayer(page: Page, dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.mouse.click(5, 5);
}
/** The storefront build the e2e servers serve (apps/server WEB_DIST default). */
const WEB_DIST = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');

test.describe('announcement and closed popups', () => {
  test('OK ! hides the announcement for 10 minutes, then it shows again', async ({ page }) => {
    await page.clock.setFixedTime(T0);
    await patchInfo(page, {
      has_announcement: true,
      announcement: '<p>Neu: <strong>Linguine alle vongole</strong>!</p>',
    });
    await page.goto('/');
    const popup = page.getByTestId('popup-announcement');
    await expect(popup).toContainText('Neu: Linguine alle vongole!');
    // Only 'OK !' (or Escape) confirms it: a tap on the dimmed layer beside it does not.
    await clickDimmedLayer(page, popup);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'OK !' }).click();
    await expect(popup).toBeHidden();

    await page.clock.setFixedTime(minutes(9));
    await page.reload();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('popup-announcement')).toHaveCount(0);

    await page.clock.setFixedTime(minutes(10.1));
    await page.reload();
    await expect(page.getByTestId('popup-announcement')).toContainText('Linguine alle vongole');
  });

  test('closed and announcement come one after the other, each with its own 10 minutes', async ({ page }) => {
    await page.clock.setFixedTime(T0);
    await patchInfo(page, {
      closed: true,
      closeMessage: 'Heute Ruhetag.',
      has_announcement: true,
      announcement: 'Neue Karte ab Montag.',
    });
    await page.goto('/');
    await page.getByTestId('popup-closed').getByRole('button', { name: 'OK !' }).click();
    // The announcement is confirmed two minutes later: its 10 minutes end later.
    await page.clock.setFixedTime(minutes(2));
    await page.getByTestId('popup-announcement').getByRole('button', { name: 'OK !' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.setFixedTime(minutes(10.5));
    await page.reload();
    await expect(page.getByTestId('popup-closed')).toContainText('Heute Ruhetag.');
    await page.getByTestId('popup-closed').getByRole('button', { name: 'OK !' }).click();
    await expect(page.getByTestId('popup-closed')).toBeHidden();
    await expect(page.getByTestId('popup-announcement')).toHaveCount(0);
    await page.clock.setFixedTime(minutes(12.5));
    await page.reload();
    await expect(page.getByTestId('popup-announcement')).toContainText('Neue Karte ab Montag.');
  });

  test('announcement_before_checkout: not on arrival, but on the way from the cart to the checkout', async ({
    page,
  }, testInfo) => {
    await page.clock.setFixedTime(T0);
    await patchInfo(page, {
      has_announcement: true,
      announcement: 'Heute nur Abholung nach 22 Uhr.',
      announcement_before_checkout: true,
    });
    await fillBasket(page, testInfo, 'Antipasti', ['Bruschetta al pomodoro']);
    await expect(page.getByTestId('popup-announcement')).toHaveCount(0);
    await page.goto('/cart');
    await page.getByTestId('cart-continue').click();
    const popup = page.getByTestId('popup-announcement');
    await expect(popup).toContainText('Heute nur Abholung nach 22 Uhr.');
    await expect(page).toHaveURL(/\/cart$/);
    await expectAccessible(page);
    await popup.getByRole('button', { name: 'OK !' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // Confirmed: the next way to the checkout within 10 minutes goes straight on.
    await page.goto('/cart');
    await page.getByTestId('cart-continue').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('popup-announcement')).toHaveCount(0);
  });
});

test.describe('overlays and their links', () => {
  test('information pages open from the footer; the dimmed layer closes the text overlays only', async ({
    page,
  }, testInfo) => {
    await openMenu(page);
    const catering = footer(page).getByRole('link', { name: 'Catering and private dining' });
    // A real address (shareable, and followed without JavaScript), opened in place by the app.
    await expect(catering).toHaveAttribute('href', /^\/\?overlay=information:\d+$/);
    await catering.click();
    const text = page.getByTestId('legal-overlay');
    await expect(text.getByRole('heading', { name: 'Catering and private dining' })).toBeVisible();
    await expect(page).not.toHaveURL(/overlay=/);
    await expect(text).toContainText('We cook for groups of 10 to 120 people.');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'overlay-information-page');
    await clickDimmedLayer(page, text);
    await expect(text).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Each has an address of its own: a link, opened in place.
    for (const name of ['Impressum', 'Datenschutz', 'AGB', 'Über uns']) {
      await footer(page).getByRole('link', { name }).click();
      await expect(page.getByTestId('legal-overlay')).toBeVisible();
      await clickDimmedLayer(page, page.getByTestId('legal-overlay'));
      await expect(page.getByTestId('legal-overlay')).toBeHidden();
    }
    await footer(page).getByRole('button', { name: 'Kontakt' }).click();
    await expect(page.getByTestId('contact-overlay')).toBeVisible();
    await clickDimmedLayer(page, page.getByTestId('contact-overlay'));
    await expect(page.getByTestId('contact-overlay')).toBeHidden();

    // Allergies and the time plan stay open on a click beside them: their close button (or Escape) closes them.
    for (const [name, testId] of [
      ['Allergene', 'allergens-overlay'],
      ['Öffnungszeiten', 'opening-times-overlay'],
    ] as const) {
      await footer(page).getByRole('link', { name }).click();
      const overlay = page.getByTestId(testId);
      await expect(overlay).toBeVisible();
      await clickDimmedLayer(page, overlay);
      await expect(overlay).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await overlay.getByRole('button', { name: 'Schließen' }).click();
      await expect(overlay).toBeHidden();
    }
  });

  test('one overlay at a time: a link in the navigation sheet replaces the sheet', async ({ page }) => {
    await openMenu(page);
    await page.getByTestId('navigation-button').click();
    const sheet = page.getByTestId('navigation-sheet');
    await expect(sheet.getByRole('link', { name: 'Catering and private dining' })).toBeVisible();
    await sheet.getByRole('link', { name: 'Impressum' }).click();
    await expect(page.getByTestId('legal-overlay')).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('a legal text has its own address: ?overlay=imprint opens it', async ({ page }) => {
    await page.goto('/?overlay=imprint');
    await expect(page.getByRole('dialog', { name: 'Impressum' })).toBeVisible();
  });

  test('links show only when their content exists or the feature is on', async ({ page }) => {
    await patchInfo(page, {
      legal_texts: ['privacy_policy', 'terms_and_conditions'],
      allergies: false,
      reservation_table: false,
      has_blog: false,
      meta: { foot_note: 'bottom', show_open_hours: false },
    });
    // A restaurant with no information pages (the served page carries them: no answer to patch).
    await openMenu(page, '/r/tavolo/');
    const links = footer(page).getByRole('navigation');
    await expect(links.getByRole('link', { name: 'Datenschutz' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'AGB' })).toBeVisible();
    await expect(links.getByRole('button', { name: 'Kontakt' })).toBeVisible();
    for (const name of [
      'Impressum',
      'Über uns',
      'Allergene',
      'Öffnungszeiten',
      'Tisch reservieren',
      'Catering and private dining',
    ]) {
      await expect(navEntry(links, name)).toHaveCount(0);
    }
    await expect(links.getByRole('link', { name: 'Blog' })).toHaveCount(0);
  });

  test('with the features on, Blog is a link to /blogs and Table Reservation an overlay link', async ({ page }) => {
    await patchInfo(page, { has_blog: true, reservation_table: true, ticketingSystem: false });
    await openMenu(page);
    const links = footer(page).getByRole('navigation');
    await expect(links.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
    await links.getByRole('button', { name: 'Tisch reservieren' }).click();
    const reservation = page.getByTestId('reservation-overlay');
    await expect(reservation).toBeVisible();
    // A half-filled booking is not lost to a tap beside it.
    await clickDimmedLayer(page, reservation);
    await expect(reservation).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  });

  test('allergens overlay in four languages @phone-only', async ({ page }, testInfo) => {
    for (const [lang, link] of [
      ['en', 'Allergies'],
      ['de', 'Allergene'],
      ['fr', 'Allergènes'],
      ['ar', 'مسببات الحساسية'],
    ] as const) {
      await openMenu(page, `/?lang=${lang}`);
      await footer(page).getByRole('link', { name: link }).click();
      const overlay = page.getByTestId('allergens-overlay');
      await expect(overlay).toBeVisible();
      // No sideways panning on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, testInfo, `overlay-allergens-${lang}`);
      if (lang === 'ar') await expectAccessible(page);
    }
    expect(isPhone(testInfo)).toBe(true);
  });
});

test.describe('app updates and offline', () => {
  test.use({ serviceWorkers: 'allow' });

  /** The worker registers a few seconds after load; wait until it is active and the offline page is kept. */
  async function workerReady(page: Page) {
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            const kept = await (await caches.open('offline')).keys();
            return Boolean(registration?.active) && kept.length > 0;
          }),
        { timeout: 30_000 },
      )
      .toBe(true);
  }

  /**
   * The next build of the storefront: the same worker with other bytes, in the build folder the
   * server reads (e2e runs hold the build lock; the files are put back afterwards). Chromium's
   * worker update checks cannot be routed, so the server itself must answer the new version.
   */
  function deployNextWorker(): () => void {
    const files = ['sw.js', 'sw.js.br', 'sw.js.gz']
      .map((name) => path.join(WEB_DIST, name))
      .filter((file) => existsSync(file));
    const saved = files.map((file) => [file, readFileSync(file)] as const);
    const next = `${readFileSync(path.join(WEB_DIST, 'sw.js'), 'utf8')}\n// next build\n`;
    writeFileSync(path.join(WEB_DIST, 'sw.js'), next);
    if (files.some((file) => file.endsWith('.br')))
      writeFileSync(path.join(WEB_DIST, 'sw.js.br'), brotliCompressSync(next));
    if (files.some((file) => file.endsWith('.gz'))) writeFileSync(path.join(WEB_DIST, 'sw.js.gz'), gzipSync(next));
    return () => saved.forEach(([file, bytes]) => writeFileSync(file, bytes));
  }

  test('a new version asks "Let\'s go" (no close button), then applies it and reloads', async ({ page }) => {
    await page.clock.install();
    await openMenu(page);
    await page.clock.fastForward(6_000);
    await workerReady(page);

    const restore = deployNextWorker();
    try {
      await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
      // The check runs every 70 seconds.
      await page.clock.fastForward(70_000);
      const notice = page.getByTestId('snackbar');
      await expect(notice).toContainText('Es gibt Neuigkeiten! Bitte neu laden.', { timeout: 30_000 });
      await expect(notice.getByRole('button', { name: 'Schließen' })).toHaveCount(0);
      await notice.getByRole('button', { name: "Los geht's" }).click();
      // Applied and reloaded: a new document, controlled by the new worker, nothing left waiting.
      await expect
        .poll(() => page.evaluate(() => Boolean((window as unknown as { beforeUpdate?: boolean }).beforeUpdate)), {
          timeout: 30_000,
        })
        .toBe(false);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      const registration = await page.evaluate(async () => {
        const current = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(current?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
      });
      expect(registration).toEqual({ waiting: false, controlled: true });
      // Old index pages are gone from the page cache: at most the newest one is kept.
      expect(await page.evaluate(async () => (await (await caches.open('pages')).keys()).length)).toBeLessThanOrEqual(
        1,
      );
    } finally {
      restore();
    }
  });

  test("offline, a page never visited shows the restaurant's offline page instead of the browser's", async ({
    page,
    context,
  }) => {
    await openMenu(page, '/?lang=fr');
    await workerReady(page);
    await context.setOffline(true);
    await page.goto('/menu').catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
    await expect(page.getByText('Trattoria Tavola')).toBeVisible();
    await expectAccessible(page);
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Réessayer' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});
