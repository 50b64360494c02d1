import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurant.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Customers register per restaurant (one white-label storefront = one customer base), so the same
 * e-mail address may hold separate accounts at two restaurants.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased; the unique index guards against any other spelling too. */
    email: text('email').notNull(),
    /** PHC-style scrypt string: algorithm, cost parameters, salt and hash (see password-hash.ts). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    postalCode: text('postal_code'),
    birthDate: date('birth_date', { mode: 'string' }),
    street: text('street'),
    houseNumber: text('house_number'),
    city: text('city'),
    company: text('company'),
    /** The customer's language for e-mails (en, de, fr, ar); null: the restaurant's language. */
    lang: text('lang'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_restaurant_email_unique').on(t.restaurantId, sql`lower(${t.email})`)],
);

/** A private token is valid only while its session row exists: deleting rows revokes tokens. */
export const sessions = pgTable(
  'sessions',
  {
    /** Random UUID carried in the token as `sid`. */
    id: text('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Only the SHA-256 of a reset token is kept: a leaked table does not let anyone reset a password. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Saved delivery addresses; a customer sees and changes only their own (user_id in every query). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country'),
    company: text('company'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.restaurantId, t.userId)],
);

/**
 * Attempt counters for login, sign-up and password-reset throttling. The subject (e-mail, IP or
 * both) is kept only as a SHA-256 hash, so the table holds no personal data and needs no clean-up
 * when an account is deleted.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Which counter: see THROTTLE_POLICIES in modules/account/throttle-policies.ts. */
    scope: text('scope').notNull(),
    subjectHash: text('subject_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Login pairs only: when this e-mail last logged in successfully from this IP. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.scope, t.subjectHash] })],
);
