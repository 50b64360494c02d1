import { formatMessage } from '@tavola/domain/messages/catalogue';
import { deManager } from '../apps/web/src/features/manager/i18n/de.ts';
import { signInToBoard } from './support/manager.ts';
import {
  LANG_TEXTS,
  openReservationOverlay,
  reservationApi,
  reservationLinkMailedTo,
  type TestLang,
} from './support/reservation.ts';
import { expectAccessible, isPhone, openMenu, screenshot } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

const de = LANG_TEXTS.de.reservation;

/** A guest e-mail of this test only: the outbox folder is shared by every run. */
const guestEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('table reservations', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest books a table through the overlay and cancels it with the mailed link', async ({ page }, testInfo) => {
    await openMenu(page);
    await openReservationOverlay(page);
    const overlay = page.getByTestId('reservation-overlay');
    await expect(overlay.getByRole('heading', { name: de.title })).toBeVisible();

    // Party: two adults to start with; one more adult and a child, with the steppers.
    await expect(overlay.getByTestId('reservation-adults')).toHaveText('2');
    await overlay.getByRole('button', { name: de.moreAdults }).click();
    await overlay.getByRole('button', { name: de.moreChildren }).click();
    await expect(overlay.getByTestId('reservation-children')).toHaveText('1');

    // The day after today is always in the booking window; the list offers only days with hours,
    // so the guest takes the second offered day (the first may be today, late in the evening).
    const dates = overlay.getByTestId('reservation-date').locator('option');
    await expect(dates.nth(1)).toBeAttached();
    await overlay.getByTestId('reservation-date').selectOption({ index: 1 });
    const firstTime = overlay.getByTestId('booking-times').getByRole('radio').first();
    await expect(firstTime).toBeAttached();

    // Sending without details shows the shared schema's messages under the fields.
    await overlay.getByTestId('reservation-submit').click();
    await expect(overlay.getByTestId('error-time')).toHaveText(formatMessage('reservation_time_required', 'de'));
    await expect(overlay.getByTestId('error-reservation-name')).toHaveText(formatMessage('field_required', 'de'));
    await expect(overlay.getByTestId('error-reservation-email')).toBeVisible();

    const time = (await firstTime.getAttribute('value'))!;
    await overlay.getByTestId('booking-times').getByText(time, { exact: true }).click();
    await expect(firstTime).toBeChecked();
    await expect(overlay.getByTestId('reservation-table')).toHaveValue(''); // 'Any free table' unless the guest picks one
    const email = guestEmail(testInfo.project.name);
    await overlay.getByTestId('reservation-name').fill('Giulia Rossi');
    await overlay.getByTestId('reservation-email').fill(email);
    await overlay.getByTestId('reservation-phone').fill('+49 30 1234567');
    await expectAccessible(page, '[data-testid="reservation-overlay"]');
    await screenshot(page, testInfo, 'reservation-filled');
    await overlay.getByTestId('reservation-submit').click();

    const success = page.getByTestId('reservation-success');
    await expect(success).toBeVisible();
    await expect(success.getByTestId('summary-time')).toHaveText(time);
    await expect(success).toContainText(email);
    const table = await success.getByTestId('summary-table').textContent();
    expect(['Tisch 3', 'Tisch 4', 'Tisch 5']).toContain(table); // the smallest tables that seat four
    await screenshot(page, testInfo, 'reservation-booked');
    await success.getByRole('button', { name: de.close }).click();
    await expect(page.getByTestId('reservation-overlay')).toBeHidden();

    // The confirmation mail's link shows the booking and cancels it.
    const link = new URL(await reservationLinkMailedTo(email));
    await page.goto(`${link.pathname}${link.search}`);
    const booking = page.getByTestId('reservation-page');
    await expect(booking.getByTestId('reservation-status')).toHaveText(de.status.booked);
    await expect(booking.getByTestId('summary-table')).toHaveText(table!);
    await expectAccessible(page);
    await booking.getByTestId('reservation-cancel').click();
    await booking.getByTestId('reservation-cancel-confirm').click();
    await expect(booking.getByTestId('reservation-status')).toHaveText(de.status.cancelled);
    await expect(booking.getByTestId('reservation-cancel')).toBeHidden();
    await screenshot(page, testInfo, 'reservation-cancelled');

    // A link with a wrong token shows nothing of the booking.
    await page.goto(`${link.pathname}?id=${link.searchParams.get('id')}&token=wrong-token`);
    await expect(page.getByTestId('reservation-not-found')).toHaveText(de.notFound);
  });

  test('a day without free times says so', async ({ page }, testInfo) => {
    await openMenu(page);
    const api = await reservationApi(page);
    // The last day of the window, party of eight: only the eight-seat table fits. Book it through the
    // whole day as other guests would, until no time is left.
    const { dates } = await api.times({ adults: 8 });
    const day = dates.at(-1)!;
    for (let round = 0; round < 12; round++) {
      const { times } = await api.times({ date: day, adults: 8 });
      if (times.length === 0) break;
      await api.reserve({
        adults: 8,
        children: 0,
        date: day,
        time: times[0]!.time,
        name: 'Big Party',
        email: guestEmail('big'),
        phone: '030 1234567',
      });
    }
    await openReservationOverlay(page);
    const overlay = page.getByTestId('reservation-overlay');
    for (let i = 0; i < 6; i++) await overlay.getByRole('button', { name: de.moreAdults }).click();
    await expect(overlay.getByTestId('reservation-adults')).toHaveText('8');
    await expect(overlay.getByRole('button', { name: de.moreAdults })).toBeDisabled(); // at most eight online
    await overlay.getByTestId('reservation-date').selectOption(day);
    await expect(overlay.getByTestId('no-booking-times')).toHaveText(formatMessage('no_booking_times', 'de'));
    await expectAccessible(page, '[data-testid="reservation-overlay"]');
    await screenshot(page, testInfo, 'reservation-no-times');
  });

  test('the manager sees a booking of the day and marks the party seated', async ({ page }, testInfo) => {
    await openMenu(page);
    const api = await reservationApi(page);
    const { dates } = await api.times({ adults: 2 });
    const day = dates[1]!;
    const { times } = await api.times({ date: day, adults: 2 });
    const name = `Marco ${Date.now()}`;
    // The board is open when the guest books online: a notice says so at once (issue 27 item 3).
    await signInToBoard(page);
    const booked = await api.reserve({
      adults: 2,
      children: 0,
      date: day,
      time: times.at(-1)!.time,
      name,
      email: guestEmail('board'),
      phone: '+39 06 1234567',
    });
    await expect(page.getByTestId('snackbar').filter({ hasText: `Neue Tischreservierung: ${name}, 2 Personen` })).toBeVisible();

    await page.getByRole('button', { name: deManager.tabs.reservations }).click();
    const view = page.getByTestId('manager-reservations');
    await view.getByTestId('reservations-day').fill(day);
    const row = view.getByTestId('manager-reservation').filter({ hasText: name });
    await expect(row).toContainText(booked.time);
    await expect(row).toContainText(booked.tableName);
    // Stored in the one normalised shape (schemas/phone.ts), dialled from the link.
    await expect(row).toContainText('+39061234567');
    await expect(row.getByRole('link', { name: /\+39061234567/ })).toHaveAttribute('href', 'tel:+39061234567');
    await expect(row.getByTestId('reservation-status')).toHaveText(deManager.reservations.statuses.booked);
    await row.getByTestId('reservation-seated').click();
    await expect(row.getByTestId('reservation-status')).toHaveText(deManager.reservations.statuses.seated);
    await expect(row.getByTestId('reservation-seated')).toBeHidden();
    await expectAccessible(page);
    await screenshot(page, testInfo, isPhone(testInfo) ? 'manager-reservations-phone' : 'manager-reservations');
  });

  for (const lang of ['en', 'de', 'fr', 'ar'] as TestLang[]) {
    test(`the overlay in ${lang} @phone-only`, async ({ page }, testInfo) => {
      const texts = LANG_TEXTS[lang].reservation;
      await openMenu(page, `/?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await openReservationOverlay(page, lang);
      const overlay = page.getByTestId('reservation-overlay');
      await expect(overlay.getByRole('heading', { name: texts.title })).toBeVisible();
      const times = overlay.getByTestId('booking-times').getByRole('radio');
      await expect(times.first()).toBeAttached();
      await expect(overlay.getByRole('group', { name: texts.adults })).toBeVisible();
      // Keyboard: the times are one radio group, arrow keys move the choice.
      await times.first().focus();
      await page.keyboard.press('Space');
      await expect(times.first()).toBeChecked();
      if ((await times.count()) > 1) {
        await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
        await expect(times.nth(1)).toBeChecked();
      }
      // No sideways panning on a 375 px phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(page, '[data-testid="reservation-overlay"]');
      await screenshot(page, testInfo, `reservation-${lang}`);
    });
  }
});
