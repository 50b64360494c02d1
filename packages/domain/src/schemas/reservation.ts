import { z } from 'zod';
import { phoneField } from './phone.ts';
import { botCheckFields } from './bot-check.ts';
import { isLocalDate } from '../time/local-clock.ts';
import { emailField, EMAIL_MAX_LENGTH, nameField } from './account.ts';
import { clientContext } from './basket.ts';
import { idField } from './fields.ts';

/**
 * Table reservations (spec accounts-manager §3 table reservation, §5, §7 POST api/restaurant/reserve-table).
 * The same schemas check the overlay's form in the browser and the requests on the server; messages
 * are catalogue codes.
 */
export const RESERVATION_PEOPLE_MAX = 100;
export const RESERVATION_PHONE_MAX_LENGTH = 30;
/** Cancel tokens are 43 base64url characters; anything much longer is not one of ours. */
export const RESERVATION_TOKEN_MAX_LENGTH = 128;
export const RESERVATION_ID_MAX_LENGTH = 64;
export { EMAIL_MAX_LENGTH };

const peopleField = z.coerce
  .number('field_must_be_numeric')
  .int()
  .min(0, 'field_invalid')
  .max(RESERVATION_PEOPLE_MAX, 'field_invalid');

export const reservationDateField = z.string('field_required').trim().refine(isLocalDate, 'field_invalid');
export const reservationTimeField = z
  .string('field_required')
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'reservation_time_required');

/** The shared phone rule (phone.ts), and at least six digits: a number a restaurant can call back. */
export const reservationPhoneField = phoneField('phone_invalid').refine(
  (value) => (value.match(/\d/g)?.length ?? 0) >= 6,
  'phone_invalid',
);

/** Adults, else the spec's `people`, plus children: the party size. */
export function partySize(value: { adults?: number | null; people?: number | null; children?: number | null }): number {
  return (value.adults ?? value.people ?? 0) + (value.children ?? 0);
}

const atLeastOnePerson = {
  message: 'table_reservation_people_required',
  path: ['adults'],
  when(payload: { value: unknown }) {
    const value = payload.value as Record<string, unknown> | undefined;
    return (
      typeof value?.children === 'number' &&
      ['adults', 'people'].every((key) => value[key] === undefined || typeof value[key] === 'number')
    );
  },
};

const reservationFields = {
  adults: peopleField,
  children: peopleField.default(0),
  date: reservationDateField,
  time: reservationTimeField,
  name: nameField,
  email: emailField,
  phone: reservationPhoneField,
  /** Only where the restaurant lets guests choose their table. */
  tableId: idField.nullable().optional(),
};

/** The overlay's fields. */
export const reservationFormSchema = z
  .object(reservationFields)
  .strict()
  .refine((value) => partySize(value) >= 1, atLeastOnePerson);
export type ReservationForm = z.input<typeof reservationFormSchema>;

/**
 * POST api/restaurant/reserve-table: the overlay's fields and the client context. The spec names
 * `people`; adults and children split it, and a body with `people` only books that many adults.
 */
export const reserveTableRequestSchema = z
  .object({
    ...clientContext,
    ...reservationFields,
    adults: peopleField.optional(),
    people: peopleField.optional(),
    // Bot protection (schemas/bot-check, decision 061): form token and honeypot, or reCAPTCHA's answer.
    ...botCheckFields,
  })
  .strict()
  .refine((value) => partySize(value) >= 1, atLeastOnePerson);
export type ReserveTableRequest = z.output<typeof reserveTableRequestSchema>;

/** GET api/restaurant/reservation-times (decision 060): the bookable dates, and the times of one. */
export const reservationTimesQuerySchema = z
  .object({
    ...clientContext,
    /** Absent: the first bookable date. */
    date: reservationDateField.optional(),
    adults: peopleField.default(2),
    children: peopleField.default(0),
  })
  .strict();
export type ReservationTimesQuery = z.output<typeof reservationTimesQuerySchema>;

export const reservationTableSchema = z.object({
  id: z.int(),
  name: z.string(),
  seats: z.int(),
  area: z.string().nullable(),
});
export type ReservationTable = z.infer<typeof reservationTableSchema>;

export const reservationTimesSchema = z.object({
  date: z.string(),
  /** Bookable dates (today … today + availableDays with reservation hours, not closed). */
  dates: z.array(z.string()),
  maxPartySize: z.int(),
  guestsChooseTable: z.boolean(),
  /** Booking times of `date` for the party, with the free tables (named only when guests choose). */
  times: z.array(z.object({ time: z.string(), tables: z.array(reservationTableSchema) })),
});
export type ReservationTimes = z.infer<typeof reservationTimesSchema>;

export const RESERVATION_STATUSES = ['booked', 'seated', 'cancelled'] as const;
export type ReservationStatusName = (typeof RESERVATION_STATUSES)[number];

/** A booking as the guest sees it (answer of reserve-table and of the cancel page). */
export const reservationSchema = z.object({
  id: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  date: z.string(),
  time: z.string(),
  adults: z.int(),
  children: z.int(),
  tableName: z.string(),
  name: z.string(),
  restaurantName: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

// A blank id or token answers its string's own 'field_required' (zod 4 answers a check with its schema's message).
const reservationIdField = z.string('field_required').trim().min(1).max(RESERVATION_ID_MAX_LENGTH);
const tokenField = z.string('field_required').trim().min(1).max(RESERVATION_TOKEN_MAX_LENGTH);

/** GET api/restaurant/reservation and POST api/restaurant/reservation/cancel: the mailed link's id and token. */
export const reservationLinkSchema = z.object({ ...clientContext, id: reservationIdField, token: tokenField }).strict();
export type ReservationLink = z.output<typeof reservationLinkSchema>;

/** The manager's list of a day (GET api/managers/reservations). */
export const managerReservationsQuerySchema = z
  .object({ ...clientContext, date: reservationDateField.optional() })
  .strict();

export const managerReservationSchema = z.object({
  id: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  adults: z.int(),
  children: z.int(),
  tableName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type ManagerReservation = z.infer<typeof managerReservationSchema>;

export const managerReservationsSchema = z.object({
  date: z.string(),
  reservations: z.array(managerReservationSchema),
});
export type ManagerReservations = z.infer<typeof managerReservationsSchema>;

/** POST api/managers/reservations/status: Seated or Cancel. */
export const managerReservationStatusRequestSchema = z
  .object({
    ...clientContext,
    reservationId: reservationIdField,
    status: z.enum(['seated', 'cancelled'], 'field_invalid'),
  })
  .strict();
export type ManagerReservationStatusRequest = z.output<typeof managerReservationStatusRequestSchema>;

/**
 * POST api/managers/reservations/create: a booking taken by phone (issue 27). Staff choose the table;
 * the guest's e-mail is optional (given: the guest gets the confirmation with the cancel link).
 */
export const staffReservationRequestSchema = z
  .object({
    ...clientContext,
    name: nameField,
    phone: reservationPhoneField,
    email: emailField.optional(),
    adults: peopleField,
    children: peopleField.default(0),
    date: reservationDateField,
    time: reservationTimeField,
    tableId: idField,
  })
  .strict()
  .refine((value) => partySize(value) >= 1, atLeastOnePerson);
export type StaffReservationRequest = z.output<typeof staffReservationRequestSchema>;
