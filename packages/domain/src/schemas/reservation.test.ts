import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  RESERVATION_PEOPLE_MAX,
  managerReservationStatusRequestSchema,
  managerReservationsQuerySchema,
  managerReservationsSchema,
  partySize,
  reservationDateField,
  reservationFormSchema,
  reservationLinkSchema,
  reservationSchema,
  reservationTimeField,
  reservationTimesQuerySchema,
  reservationTimesSchema,
  reserveTableRequestSchema,
  staffReservationRequestSchema,
} from './reservation.ts';

const form = { adults: 2, children: 1, date: '2026-12-24', time: '19:30', name: 'Anna', email: 'Anna@Example.com', phone: '+49 30 123456' };

describe('the reservation form', () => {
  it('takes a party, a date, a time and how to reach the guest', () => {
    expect(parsed(reservationFormSchema, form)).toEqual({ ...form, email: 'anna@example.com', phone: '+4930123456' });
    expect(parsed(reservationFormSchema, { ...form, children: undefined, tableId: 4 })).toMatchObject({ children: 0, tableId: 4 });
  });

  it('refuses each broken field with its code', () => {
    expect(issuesOf(reservationFormSchema, { ...form, time: '24:00' })).toEqual([{ path: 'time', code: 'reservation_time_required' }]);
    expect(codesOf(reservationFormSchema, { ...form, time: '19:60' })).toEqual(['reservation_time_required']);
    expect(codesOf(reservationFormSchema, { ...form, time: '7:30' })).toEqual(['reservation_time_required']);
    expect(issuesOf(reservationFormSchema, { ...form, date: '2026-02-30' })).toEqual([{ path: 'date', code: 'field_invalid' }]);
    expect(codesOf(reservationFormSchema, { ...form, date: undefined })).toEqual(['field_required']);
    expect(issuesOf(reservationFormSchema, { ...form, phone: '12345' })).toEqual([{ path: 'phone', code: 'phone_invalid' }]);
    expect(codesOf(reservationFormSchema, { ...form, phone: 'call 123456' })).toEqual(['phone_invalid']);
    expect(codesOf(reservationFormSchema, { ...form, phone: ' ' })[0]).toBe('field_required'); // the field shows the first
    expect(codesOf(reservationFormSchema, { ...form, adults: 'two' })[0]).toBe('field_must_be_numeric');
    expect(codesOf(reservationFormSchema, { ...form, adults: -1 })[0]).toBe('field_invalid');
    expect(codesOf(reservationFormSchema, { ...form, adults: RESERVATION_PEOPLE_MAX + 1 })).toEqual(['field_invalid']);
  });

  it('needs at least one person, pointed at the adults field', () => {
    expect(issuesOf(reservationFormSchema, { ...form, adults: 0, children: 0 })).toEqual([{ path: 'adults', code: 'table_reservation_people_required' }]);
    expect(parsed(reservationFormSchema, { ...form, adults: 0, children: 1 }).children).toBe(1);
  });
});

describe('reserve-table requests', () => {
  const request = { ...form, adults: undefined, people: 3, children: 0 };

  it('book the spec\'s people as adults when adults are absent', () => {
    const value = parsed(reserveTableRequestSchema, request);
    expect(partySize(value)).toBe(3);
    expect(partySize({ adults: 2, people: 9, children: 1 })).toBe(3);
    expect(partySize({})).toBe(0);
  });

  it('refuse an empty party and unknown fields', () => {
    expect(issuesOf(reserveTableRequestSchema, { ...request, people: 0 })).toEqual([{ path: 'adults', code: 'table_reservation_people_required' }]);
    expect(codesOf(reserveTableRequestSchema, { ...request, paid: true })).toHaveLength(1);
  });
});

describe('reservation queries', () => {
  it('ask for a party of two adults by default, on the first bookable date', () => {
    expect(parsed(reservationTimesQuerySchema, {})).toEqual({ adults: 2, children: 0 });
    expect(parsed(reservationTimesQuerySchema, { date: '2026-12-24', adults: '4' })).toEqual({ date: '2026-12-24', adults: 4, children: 0 });
    expect(codesOf(reservationTimesQuerySchema, { date: 'tomorrow' })).toEqual(['field_invalid']);
  });

  it('need the mailed id and token, and the board moves a booking to seated or cancelled only', () => {
    expect(parsed(reservationLinkSchema, { id: ' R1 ', token: ' abc ' })).toEqual({ id: 'R1', token: 'abc' });
    expect(codesOf(reservationLinkSchema, { id: '', token: 'abc' })).toEqual(['field_required']);
    expect(codesOf(reservationLinkSchema, { id: 'R1', token: ' ' })).toEqual(['field_required']);
    expect(codesOf(reservationLinkSchema, { id: 'R1' })).toEqual(['field_required']);
    expect(parsed(managerReservationStatusRequestSchema, { reservationId: 'R1', status: 'seated' }).status).toBe('seated');
    expect(parsed(managerReservationStatusRequestSchema, { reservationId: 'R1', status: 'cancelled' }).status).toBe('cancelled');
    expect(codesOf(managerReservationStatusRequestSchema, { reservationId: 'R1', status: 'booked' })).toEqual(['field_invalid']);
    expect(parsed(managerReservationsQuerySchema, { date: '2026-12-24' })).toEqual({ date: '2026-12-24' });
  });
});

describe('reservation fields in detail', () => {
  it('trim the date and the time, and want a time written as HH:MM with nothing around it', () => {
    expect(reservationDateField.parse(' 2026-12-24 ')).toBe('2026-12-24');
    expect(reservationTimeField.parse(' 19:30 ')).toBe('19:30');
    expect(codesOf(reservationTimeField, undefined)).toEqual(['field_required']);
    expect(codesOf(reservationTimeField, '19:30 Uhr')).toEqual(['reservation_time_required']);
    expect(codesOf(reservationTimeField, 'ca. 19:30')).toEqual(['reservation_time_required']);
  });

  it('count whole people only', () => {
    expect(issuesOf(reservationFormSchema, { ...form, adults: 1.5 })).toEqual([{ path: 'adults', code: 'field_must_be_numeric' }]);
  });

  it('book a party of one, in the overlay and by request', () => {
    expect(parsed(reservationFormSchema, { ...form, adults: 1, children: 0 })).toMatchObject({ adults: 1, children: 0 });
    expect(parsed(reserveTableRequestSchema, { ...form, adults: undefined, people: 1, children: 0 })).toMatchObject({ people: 1, children: 0 });
  });

  it('check the party only when the counts could be read, and never throw on what is not a count', () => {
    expect(codesOf(reservationFormSchema, undefined)).toHaveLength(1);
    expect(codesOf(reserveTableRequestSchema, null)).toHaveLength(1);
    const notACount = Symbol('two');
    expect(issuesOf(reservationFormSchema, { ...form, children: notACount })).toEqual([{ path: 'children', code: 'field_must_be_numeric' }]);
    expect(issuesOf(reserveTableRequestSchema, { ...form, adults: notACount })).toEqual([{ path: 'adults', code: 'field_must_be_numeric' }]);
    expect(issuesOf(reserveTableRequestSchema, { ...form, adults: undefined, people: notACount })).toEqual([{ path: 'people', code: 'field_must_be_numeric' }]);
  });

  it('need the booking id on a status change, trimmed and not blank', () => {
    expect(parsed(managerReservationStatusRequestSchema, { reservationId: ' R1 ', status: 'seated' })).toEqual({ reservationId: 'R1', status: 'seated' });
    expect(codesOf(managerReservationStatusRequestSchema, { status: 'seated' })).toEqual(['field_required']);
    expect(codesOf(managerReservationStatusRequestSchema, { reservationId: ' ', status: 'seated' })).toEqual(['field_required']);
    expect(codesOf(reservationLinkSchema, { token: 'abc' })).toEqual(['field_required']);
  });
});

describe('bookings taken by phone', () => {
  const staff = { name: 'Anna Berger', phone: '030 123456', adults: 2, date: '2026-12-24', time: '19:30', tableId: 7 };

  it('take the guest, the party, the slot and the table, the e-mail being optional', () => {
    expect(parsed(staffReservationRequestSchema, staff)).toEqual({ ...staff, phone: '030123456', children: 0 });
    expect(parsed(staffReservationRequestSchema, { ...staff, email: ' Anna@Example.com ', children: '1' })).toEqual({
      ...staff,
      phone: '030123456',
      email: 'anna@example.com',
      children: 1,
    });
  });

  it('book a party of one and refuse a party of none', () => {
    expect(parsed(staffReservationRequestSchema, { ...staff, adults: 1 })).toMatchObject({ adults: 1, children: 0 });
    expect(parsed(staffReservationRequestSchema, { ...staff, adults: 0, children: 1 })).toMatchObject({ adults: 0, children: 1 });
    expect(issuesOf(staffReservationRequestSchema, { ...staff, adults: 0 })).toEqual([{ path: 'adults', code: 'table_reservation_people_required' }]);
  });
});

describe('reservation answers', () => {
  const table = { id: 7, name: 'Window 2', seats: 4, area: 'Terrace' };

  it('keep the bookable dates, the times and their tables', () => {
    const times = {
      date: '2026-12-24',
      dates: ['2026-12-24', '2026-12-26'],
      maxPartySize: 8,
      guestsChooseTable: true,
      times: [
        { time: '19:00', tables: [table, { ...table, id: 8, name: 'Bar', area: null }] },
        { time: '19:30', tables: [] },
      ],
    };
    expect(parsed(reservationTimesSchema, times)).toEqual(times);
  });

  it('keep a booking as the guest and as the manager see it', () => {
    const booking = {
      id: 'R1',
      status: 'booked',
      date: '2026-12-24',
      time: '19:30',
      adults: 2,
      children: 1,
      tableName: 'Window 2',
      name: 'Anna Berger',
      restaurantName: 'Trattoria Roma',
    };
    for (const status of ['booked', 'seated', 'cancelled']) expect(parsed(reservationSchema, { ...booking, status })).toEqual({ ...booking, status });
    const { restaurantName: _restaurant, ...managed } = booking;
    const day = {
      date: '2026-12-24',
      reservations: [{ ...managed, endTime: '21:30', email: 'anna@example.com', phone: '+4930123456' }],
    };
    expect(parsed(managerReservationsSchema, day)).toEqual(day);
  });
});
