import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@tavola/domain/schemas/manager';
import type { OrderStatus } from '@tavola/domain/schemas/order';
import { orders } from './order.ts';
import { restaurants } from './restaurant.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The restaurant's staff. A manager is a person (one e-mail) who may manage several restaurants
 * (manager_restaurants); customers are per restaurant, managers are not, so they live apart and a
 * customer account never opens the board.
 */
export const managers = pgTable(
  'managers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull(),
    /** scrypt PHC string as for customers; null until the one-time set-password link was used. */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('managers_email_uq').on(sql`lower(${t.email})`)],
);

export const managerRestaurants = pgTable(
  'manager_restaurants',
  {
    managerId: integer('manager_id')
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** What the person may do here (decisions 080, 086): owners also edit it, managers run the board, the kitchen cooks. */
    role: text('role').$type<StaffRole>().notNull().default('manager'),
  },
  (t) => [
    primaryKey({ columns: [t.managerId, t.restaurantId] }),
    index('manager_restaurants_restaurant_idx').on(t.restaurantId),
    check('manager_restaurants_role_ck', sql`${t.role} in ('owner', 'manager', 'kitchen')`),
  ],
);

/** A manager token is valid only while its session row exists (sign-out, removal revoke it). */
export const managerSessions = pgTable(
  'manager_sessions',
  {
    id: text('id').primaryKey(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('manager_sessions_manager_idx').on(t.managerId)],
);

/** One-time set-password links printed by the CLI; only the token's SHA-256 is kept. */
export const managerPasswordTokens = pgTable(
  'manager_password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('manager_password_tokens_manager_idx').on(t.managerId)],
);

/** Every status change of an order: who (null = the system, e.g. a payment), when, from, to and why. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    reason: text('reason'),
    managerId: integer('manager_id').references(() => managers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId)],
);

/**
 * Break patterns (spec accounts-manager §3, §5): products a kitchen does not serve at certain times,
 * e.g. "no pizza Monday and Tuesday from 21:30". Active on its weekdays from start_time until
 * end_time (null: the end of the day), between start_date and end_date (null: open-ended), until
 * stopped.
 */
export const breakPatterns = pgTable(
  'break_patterns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productIds: jsonb('product_ids').$type<number[]>().notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('break_patterns_name_uq').on(t.restaurantId, sql`lower(${t.name})`)],
);
