import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurant.ts';

/**
 * A restaurant's own payment provider credentials (issue 23, decision 088), sealed with AES-256-GCM
 * under CREDENTIALS_KEY. Without a row the platform's keys from the environment are used.
 */
export const providerCredentials = pgTable(
  'provider_credentials',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** mollie or saferpay */
    provider: text('provider').notNull(),
    /** `v1.<keyId>.<iv>.<tag>.<ciphertext>` of the credentials' JSON (credential-cipher.ts). */
    sealed: text('sealed').notNull(),
    /** The last four characters of the secret, the only part ever shown again. */
    mask: text('mask').notNull(),
    /** What is not secret and helps the owner recognise the account (SaferPay customer and terminal, test or live). */
    hint: text('hint'),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    setBy: text('set_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.provider] })],
);
