import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '@tavola/domain/messages/catalogue';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { createManagerTestApp, readOutbox, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { booking, DAY, GUEST, setReservationSettings } from './support.ts';

const ALL_LANGS: Lang[] = ['en', 'de', 'fr', 'ar'];

let m: ManagerTestApp;
let second: { restaurantId: number; token: string };
beforeAll(async () => {
  m = await createManagerTestApp();
  second = await importSecondRestaurant(m.t);
});
afterAll(() => m.close());

const times = (query: Record<string, string | number>, lang = 'en') =>
  m.kit.get('/api/restaurant/reservation-times', query, { lang });
const reserve = (body: Record<string, unknown>, lang = 'en') =>
  m.kit.post('/api/restaurant/reserve-table', body, { lang });
const timeList = async (query: Record<string, string | number>) =>
  (await times(query)).body.data.times.map((t: { time: string }) => t.time);

/** The cancel link of the last confirmation mailed to an address: its id and token. */
async function mailedLink(to: string) {
  const mails = await readOutbox(m, to);
  const url = new URL(/https?:\/\/\S+\/reservation\?\S+/.exec(mails.at(-1)!.text)![0]);
  expect(url.pathname).toBe('/r/demo/reservation');
  return { id: url.searchParams.get('id')!, token: url.searchParams.get('token')!, mail: mails.at(-1)! };
}

describe('booking times', () => {
  it('list the bookable dates and the times of a date on the 30-minute grid, each held two hours inside the hours', async () => {
    const answer = await times({ date: DAY, adults: 2 });
    expect(answer.statusCode).toBe(200);
    const data = answer.body.data;
    expect(data.dates[0]).toBe('2027-03-01');
    expect(data.dates).toHaveLength(31);
    expect(data.maxPartySize).toBe(8);
    expect(data.guestsChooseTable).toBe(true);
    expect(data.times[0].time).toBe('11:30');
    expect(data.times.at(-1).time).toBe('21:00'); // 21:00 + 2 h = the dining room's 23:00
    expect(data.times[0].tables.map((t: { name: string }) => t.name)).toContain('Tisch 1');
    expect(data.times[0].tables.map((t: { name: string }) => t.name)).not.toContain('Terrasse 1'); // not reservable
  });

  it('start today after the lead time, and default to the first bookable date', async () => {
    const answer = await times({ adults: 2 });
    expect(answer.body.data.date).toBe('2027-03-01');
    expect(answer.body.data.times[0].time).toBe('13:00'); // now 12:00 + 60 minutes
  });

  it.each(ALL_LANGS)('answer no_booking_times (%s) for a party larger than allowed', async (lang) => {
    const answer = await times({ date: DAY, adults: 7, children: 2 }, lang);
    expectMessage(answer, 200, 'no_booking_times', lang);
    expect(answer.body.data.times).toEqual([]);
  });
});

describe('reserve-table validation', () => {
  it.each(ALL_LANGS)('needs at least one person, a valid e-mail, a phone and a booking time (%s)', async (lang) => {
    expectFieldError(
      await reserve(booking({ adults: 0, children: 0 }), lang),
      'adults',
      'table_reservation_people_required',
      lang,
    );
    expectFieldError(await reserve(booking({ email: 'not-an-email' }), lang), 'email', 'email_invalid', lang);
    expectFieldError(await reserve(booking({ phone: 'call me' }), lang), 'phone', 'phone_invalid', lang);
    expectFieldError(await reserve(booking({ name: ' ' }), lang), 'name', 'field_required', lang);
    expectFieldError(await reserve(booking({ time: '' }), lang), 'time', 'reservation_time_required', lang);
    expectFieldError(await reserve(booking({ date: '2027-02-30' }), lang), 'date', 'field_invalid', lang);
  });

  it.each(ALL_LANGS)('takes only an offered time and an allowed party size (%s)', async (lang) => {
    expectFieldError(await reserve(booking({ time: '19:15' }), lang), 'time', 'reservation_time_unavailable', lang);
    expectFieldError(await reserve(booking({ time: '22:00' }), lang), 'time', 'reservation_time_unavailable', lang);
    expectFieldError(
      await reserve(booking({ date: '2027-02-28' }), lang),
      'time',
      'reservation_time_unavailable',
      lang,
    );
    expectFieldError(
      await reserve(booking({ adults: 6, children: 3 }), lang),
      'adults',
      'reservation_party_too_large',
      lang,
      { max: 8 },
    );
  });

  it("refuses unknown fields and a table of another restaurant, and accepts the spec's people", async () => {
    expect((await reserve(booking({ coupon: 'x' }))).statusCode).toBe(422);
    expectMessage(await reserve(booking({ tableId: 999_999 })), 404, 'table_does_not_exists', 'en');
    const byPeople = await reserve({ ...booking({ time: '11:30' }), adults: undefined, people: 3 });
    expectMessage(byPeople, 201, 'table_booked', 'en');
    expect(byPeople.body.data).toMatchObject({ adults: 3, children: 0, tableName: 'Tisch 3' });
  });

  it('refuses a chosen table where the restaurant chooses', async () => {
    await setReservationSettings(m, { guestsChooseTable: false });
    try {
      const tables = (await times({ date: DAY, adults: 2 })).body.data;
      expect(tables.guestsChooseTable).toBe(false);
      expect(tables.times[0].tables).toEqual([]);
      const listed = await m.kit.get('/api/restaurant/tables', {});
      const anyTable = listed.body.data[0].id;
      expectFieldError(
        await reserve(booking({ tableId: anyTable })),
        'tableId',
        'reservation_table_choice_not_allowed',
        'en',
      );
    } finally {
      await setReservationSettings(m, { guestsChooseTable: true });
    }
  });

  it('is refused where reservations are off', async () => {
    await setReservationSettings(m, {}, { reservationTable: false });
    try {
      expectMessage(await reserve(booking()), 403, 'reservations_unavailable', 'en');
      expectMessage(await times({ date: DAY }), 403, 'reservations_unavailable', 'en');
    } finally {
      await setReservationSettings(m, {}, { reservationTable: true });
    }
  });
});

describe('booking, the mail and the cancel link', () => {
  it.each(ALL_LANGS)(
    'books the smallest free table that seats the party and mails the guest in their language (%s)',
    async (lang) => {
      const email = `guest-${lang}@example.com`;
      const answer = await reserve(booking({ email, time: '12:00', adults: 1, children: 1 }), lang);
      expectMessage(answer, 201, 'table_booked', lang);
      expect(answer.body.data).toMatchObject({
        date: DAY,
        time: '12:00',
        adults: 1,
        children: 1,
        status: 'booked',
        name: GUEST.name,
      });
      expect(['Tisch 1', 'Tisch 2', 'Tisch 3', 'Tisch 4', 'Tisch 5']).toContain(answer.body.data.tableName);
      const { id, mail } = await mailedLink(email);
      expect(id).toBe(answer.body.data.id);
      expect(mail.lang).toBe(lang);
      expect(mail.replyTo).toBe('ciao@trattoria-tavola.example');
      expect(mail.text).toContain('12:00');
      expect(mail.text).toContain(answer.body.data.tableName);
    },
  );

  it('gives two-seat tables first, then four-seat ones, for couples at the same time', async () => {
    const names = [];
    for (let i = 0; i < 3; i++) names.push((await reserve(booking({ time: '14:30' }))).body.data.tableName);
    expect(names).toEqual(['Tisch 1', 'Tisch 2', 'Tisch 3']);
  });

  it('books the chosen table and refuses it to the next guest at an overlapping time', async () => {
    const tables = (await times({ date: DAY, adults: 4 })).body.data.times.find(
      (t: { time: string }) => t.time === '17:00',
    ).tables;
    const big = tables.find((t: { name: string }) => t.name === 'Tisch 6');
    const first = await reserve(booking({ time: '17:00', adults: 4, tableId: big.id }));
    expect(first.body.data.tableName).toBe('Tisch 6');
    expectMessage(
      await reserve(booking({ time: '18:00', adults: 4, tableId: big.id })),
      409,
      'reservation_table_unavailable',
      'en',
    );
    const later = (await times({ date: DAY, adults: 4 })).body.data.times;
    const at = (time: string) =>
      later.find((t: { time: string }) => t.time === time).tables.map((t: { name: string }) => t.name);
    expect(at('18:30')).not.toContain('Tisch 6');
    expect(at('19:00')).toContain('Tisch 6');
  });

  it('shows the booking with the right token, answers 404 to a wrong one, and cancelling frees the table', async () => {
    const email = 'eight@example.com';
    // Only Tisch 7 seats eight.
    expectMessage(await reserve(booking({ email, adults: 8, time: '19:00' })), 201, 'table_booked', 'en');
    expect(await timeList({ date: DAY, adults: 8 })).not.toContain('19:00');
    expect(await timeList({ date: DAY, adults: 8 })).not.toContain('20:30');
    const { id, token } = await mailedLink(email);

    const seen = await m.kit.get('/api/restaurant/reservation', { id, token });
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data).toMatchObject({
      id,
      status: 'booked',
      tableName: 'Tisch 7',
      adults: 8,
      restaurantName: 'Trattoria Tavola',
    });
    expect(seen.body.data.email).toBeUndefined();

    for (const lang of ALL_LANGS) {
      const wrong = await m.kit.get('/api/restaurant/reservation', { id, token: `${token.slice(0, -2)}xx` }, { lang });
      expectMessage(wrong, 404, 'reservation_does_not_exists', lang);
    }
    expectMessage(
      await m.kit.post('/api/restaurant/reservation/cancel', { id, token: 'nope' }),
      404,
      'reservation_does_not_exists',
      'de',
    );
    expectMessage(
      await m.kit.post('/api/restaurant/reservation/cancel', { id: 'unknown', token }),
      404,
      'reservation_does_not_exists',
      'de',
    );
    expect(await timeList({ date: DAY, adults: 8 })).not.toContain('19:00');

    const cancelled = await m.kit.post('/api/restaurant/reservation/cancel', { id, token }, { lang: 'fr' });
    expectMessage(cancelled, 200, 'reservation_cancelled', 'fr');
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await timeList({ date: DAY, adults: 8 })).toContain('19:00');
    // Twice is harmless; the table can be booked again.
    expect((await m.kit.post('/api/restaurant/reservation/cancel', { id, token })).statusCode).toBe(200);
    expectMessage(await reserve(booking({ adults: 8, time: '19:00' })), 201, 'table_booked', 'en');
  });

  it("tells the restaurant's boards of an online booking and of its cancellation, once each (any process: the database notifies)", async () => {
    const payloads: string[] = [];
    const unlisten = await m.t.database.listen('manager_board', (payload) => payloads.push(payload));
    const email = 'notice@example.com';
    expectMessage(await reserve(booking({ email, name: 'Marco Notice', adults: 3, children: 1, time: '20:00' })), 201, 'table_booked', 'en');
    const { id, token } = await mailedLink(email);
    await m.kit.post('/api/restaurant/reservation/cancel', { id, token });
    await m.kit.post('/api/restaurant/reservation/cancel', { id, token });
    // Only this booking's notices: the previous test's booking may still be on its way to the listener
    // (PostgreSQL delivers notifications asynchronously).
    const notices = () =>
      payloads
        .map((payload) => JSON.parse(payload))
        .filter((event) => event.kind === 'reservation' && event.reservation.name === 'Marco Notice');
    await expect.poll(() => notices().length).toBe(2);
    const [booked, cancelled] = notices();
    const reservation = { name: 'Marco Notice', date: DAY, time: '20:00', people: 4 };
    expect(booked).toMatchObject({ restaurantId: m.kit.restaurantId, orderId: '', reservation: { action: 'booked', ...reservation } });
    expect(cancelled).toMatchObject({ restaurantId: m.kit.restaurantId, reservation: { action: 'cancelled', ...reservation } });
    expect(typeof booked.reservation.tableName).toBe('string');
    await unlisten();
  });

  it('mails the restaurant each online booking and cancellation when its settings name an address, in its language, Reply-To the guest', async () => {
    const team = `team-${Date.now()}@trattoria.example`;
    await setReservationSettings(m, { notifyEmail: team });
    try {
      const email = 'teammail@example.com';
      expectMessage(await reserve(booking({ email, name: 'Lea Team', adults: 2, children: 1, time: '18:00' }), 'fr'), 201, 'table_booked', 'fr');
      const { id, token } = await mailedLink(email);
      await m.kit.post('/api/restaurant/reservation/cancel', { id, token });
      const mails = await readOutbox(m, team);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Neue Tischreservierung: Lea Team, 3 Personen, ${DAY} 18:00`,
        `Reservierung storniert: Lea Team, 3 Personen, ${DAY} 18:00`,
      ]);
      expect(mails[0]!.replyTo).toBe(email);
      expect(mails[0]!.text).toContain(GUEST.phone.replace(/\s/g, ''));
    } finally {
      await setReservationSettings(m, { notifyEmail: undefined });
    }
    // Without an address, no mail to anyone but the guest.
    const before = (await readOutbox(m)).length;
    expectMessage(await reserve(booking({ email: 'nomail@example.com', time: '18:30' })), 201, 'table_booked', 'en');
    expect((await readOutbox(m)).length).toBe(before + 1);
  });

  it('refuses a link of another restaurant', async () => {
    const email = 'cross@example.com';
    await reserve(booking({ email, time: '20:00' }));
    const { id, token } = await mailedLink(email);
    const answer = await m.t.call({
      method: 'GET',
      url: `/api/restaurant/reservation?id=${id}&token=${token}`,
      token: second.token,
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the manager', () => {
  it("lists the day, marks a booking seated, cancels one, and cannot reach another restaurant's", async () => {
    const token = await signedInManager(m.t, m.kit.restaurantId, 'anna@demo.example');
    const day = '2027-03-03';
    const a = (await reserve(booking({ date: day, time: '18:00', name: 'Early Guest' }))).body.data;
    const b = (await reserve(booking({ date: day, time: '20:00', name: 'Late Guest', adults: 3, children: 1 }))).body
      .data;

    const list = await m.t.call({ method: 'GET', url: `/api/managers/reservations?date=${day}`, token });
    expect(list.statusCode).toBe(200);
    expect(list.body.data.reservations.map((r: { name: string }) => r.name)).toEqual(['Early Guest', 'Late Guest']);
    expect(list.body.data.reservations[1]).toMatchObject({
      id: b.id,
      time: '20:00',
      endTime: '22:00',
      adults: 3,
      children: 1,
      phone: '+49301234567',
      email: GUEST.email,
      status: 'booked',
    });

    const status = (reservationId: string, value: string, as = token) =>
      m.t.call({
        method: 'POST',
        url: '/api/managers/reservations/status',
        payload: { reservationId, status: value },
        token: as,
      });
    const seated = await status(a.id, 'seated');
    expectMessage(seated, 200, 'reservation_status_changed', 'de');
    expect(seated.body.data.status).toBe('seated');
    expect((await status(b.id, 'cancelled')).body.data.status).toBe('cancelled');
    expectMessage(await status(b.id, 'seated'), 409, 'reservation_already_cancelled', 'de');
    expect((await status(a.id, 'done')).statusCode).toBe(422);

    const again = await m.t.call({ method: 'GET', url: `/api/managers/reservations?date=${day}`, token });
    expect(again.body.data.reservations.map((r: { status: string }) => r.status)).toEqual(['seated', 'cancelled']);

    // Another restaurant's manager sees neither the day nor the booking.
    const other = await signedInManager(m.t, second.restaurantId, 'boss@second.example', second.token);
    const theirs = await m.t.call({ method: 'GET', url: `/api/managers/reservations?date=${day}`, token: other });
    expect(theirs.body.data.reservations).toEqual([]);
    expectMessage(await status(a.id, 'cancelled', other), 404, 'reservation_does_not_exists', 'de');
    expect(
      (await m.t.call({ method: 'GET', url: `/api/managers/reservations?date=${day}`, token })).body.data
        .reservations[0].status,
    ).toBe('seated');
    // Guests are not managers.
    expect((await m.t.call({ method: 'GET', url: `/api/managers/reservations?date=${day}` })).statusCode).toBe(403);
  });
});
