import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import type { Db } from '../../db/client.ts';
import { baskets } from '../../db/schema/basket.ts';
import { restaurants, restaurantTables } from '../../db/schema/restaurant.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { assertNotLocked, takeCountedAttempt, throttleKey } from '../account/throttle.ts';
import { clearThrottle } from '../account/throttle-repo.ts';
import type { BasketCaller } from '../basket/basket-access.ts';
import { deliveryTypeName, type OrderingContext } from '../basket/ordering-context.ts';

/**
 * payFix: the guest pays at the table with the table's QR code and a PIN the staff give them. The
 * PIN is the restaurant's PIN of the day — four digits derived from the server secret and the local
 * date, shown on the manager board — so nothing is stored, and yesterday's PIN no longer works.
 */
export function tablePinOf(secret: Uint8Array, restaurantId: number, localDate: string): string {
  const digest = createHmac('sha256', secret).update(`payfix\n${restaurantId}\n${localDate}`).digest();
  return String(digest.readUInt32BE(0) % 10_000).padStart(4, '0');
}

export async function todaysTablePin(db: Db, secret: Uint8Array, restaurantId: number, now: Date): Promise<string> {
  const [restaurant] = await db
    .select({ timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return tablePinOf(secret, restaurantId, toLocalMoment(now, restaurant?.timeZone ?? 'UTC').date);
}

export interface PayFixAttempt {
  basketId: string;
  qrCode: string;
  pin: string;
  ip: string;
}

/**
 * Admits a payFix create-order: the QR code names a table of the restaurant and the PIN is today's.
 * Every attempt is counted before it is checked (per table and per IP), so concurrent guesses
 * cannot slip past the lock; a right PIN clears the table's counter. The basket is then set to the
 * table the QR code names, and the order joins that table's bill.
 */
export async function admitPayFix(
  deps: { db: Db; secret: Uint8Array; clock: () => Date },
  context: Pick<OrderingContext, 'paymentMethods'>,
  caller: BasketCaller,
  attempt: PayFixAttempt,
): Promise<void> {
  const { db, secret } = deps;
  const now = deps.clock();
  const basketOwner =
    caller.customerId === null
      ? isNull(baskets.customerId)
      : or(isNull(baskets.customerId), eq(baskets.customerId, caller.customerId));
  const [basket] = await db
    .select({ deliveryTypeId: baskets.deliveryTypeId })
    .from(baskets)
    .where(and(eq(baskets.restaurantId, caller.restaurantId), eq(baskets.publicId, attempt.basketId), basketOwner))
    .limit(1);
  // No PIN to check where payFix is not on offer for this basket: create-order refuses the payment
  // type (or the basket) as it does for any other.
  const type = deliveryTypeName(basket?.deliveryTypeId ?? null);
  const offered = context.paymentMethods.some(
    (method) =>
      method.method.toLowerCase() === 'payfix' &&
      (method.deliveryTypes === null || (type !== null && method.deliveryTypes.includes(type))),
  );
  if (!basket || !offered) return;
  const keys = [
    throttleKey(secret, caller.restaurantId, 'payfix_table', attempt.qrCode),
    throttleKey(secret, caller.restaurantId, 'payfix_ip', attempt.ip),
    throttleKey(secret, caller.restaurantId, 'payfix_restaurant', 'all tables'),
  ];
  const before = await assertNotLocked(db, keys, now);
  // Counted before the PIN is checked, each attempt with its own number: parallel guesses past the
  // lock check are refused too.
  for (const key of keys) await takeCountedAttempt(db, key, now, before);

  const [table] = await db
    .select({ id: restaurantTables.id })
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.restaurantId, caller.restaurantId),
        eq(restaurantTables.qrCode, attempt.qrCode),
        isNull(restaurantTables.archivedAt),
      ),
    )
    .limit(1);
  if (!table) throw notFound('table_does_not_exists');
  const expected = Buffer.from(await todaysTablePin(db, secret, caller.restaurantId, now));
  const given = Buffer.from(attempt.pin.padEnd(expected.length).slice(0, 64));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest('payfix_pin_wrong');
  await clearThrottle(db, keys[0]!, now);

  await db
    .update(baskets)
    .set({ tableId: table.id, tableByCode: true, revision: sql`${baskets.revision} + 1` })
    .where(and(eq(baskets.restaurantId, caller.restaurantId), eq(baskets.publicId, attempt.basketId), basketOwner));
}
