import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { testPayments } from '../../db/schema/payment.ts';
import type { PaymentStatus } from '../provider.ts';

export type TestPaymentRow = typeof testPayments.$inferSelect;
export type NewTestPayment = typeof testPayments.$inferInsert;

export async function insertTestPayment(db: DbOrTx, row: NewTestPayment): Promise<void> {
  await db.insert(testPayments).values(row);
}

export async function findTestPayment(db: DbOrTx, restaurantId: number, id: string): Promise<TestPaymentRow | null> {
  const [row] = await db
    .select()
    .from(testPayments)
    .where(and(eq(testPayments.restaurantId, restaurantId), eq(testPayments.id, id)))
    .limit(1);
  return row ?? null;
}

/** Refunds a paid test payment, at most its amount in all: answers whether it was refunded. */
export async function refundTestPayment(db: DbOrTx, restaurantId: number, id: string, amountCents: number): Promise<boolean> {
  const changed = await db
    .update(testPayments)
    .set({ refundedCents: sql`${testPayments.refundedCents} + ${amountCents}`, updatedAt: new Date() })
    .where(
      and(
        eq(testPayments.restaurantId, restaurantId),
        eq(testPayments.id, id),
        eq(testPayments.status, 'paid'),
        sql`${testPayments.refundedCents} + ${amountCents} <= ${testPayments.amountCents}`,
      ),
    )
    .returning({ id: testPayments.id });
  return changed.length > 0;
}

/**
 * Moves a test payment on only while it is still undecided, so a second click (or a replayed request)
 * cannot turn a paid test payment into a failed one. Answers whether the row changed.
 */
export async function settleTestPayment(
  db: DbOrTx,
  restaurantId: number,
  id: string,
  status: PaymentStatus,
): Promise<boolean> {
  const changed = await db
    .update(testPayments)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(testPayments.restaurantId, restaurantId),
        eq(testPayments.id, id),
        inArray(testPayments.status, ['open', 'pending']),
      ),
    )
    .returning({ id: testPayments.id });
  return changed.length > 0;
}
