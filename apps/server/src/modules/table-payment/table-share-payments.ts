import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants, restaurantTables } from '../../db/schema/restaurant.ts';
import { tableBills, tableBillShares } from '../../db/schema/table-bill.ts';
import type { OrderPaymentRecord, OrderPayments } from '../../payments/order-payments-port.ts';
import type { PaymentStatus } from '../../payments/provider.ts';
import { closeBillIfPaid, isShareId, releaseShare } from './table-bill-service.ts';

/**
 * Table bill shares as the payment routes see them: the same port as orders
 * (payments/order-payments-port.ts), so webhooks, the guest's return and the test provider's page
 * move a share exactly as they move an order — once, guarded in the UPDATE, paid final. A paid
 * share may close its bill; a failed or cancelled one gives its units back.
 */
export function createTableSharePayments(db: Db, clock: () => Date): OrderPayments {
  const columns = {
    id: tableBillShares.id,
    billId: tableBillShares.billId,
    publicId: tableBillShares.publicId,
    restaurantId: tableBillShares.restaurantId,
    paymentType: tableBillShares.paymentType,
    amountCents: tableBillShares.amountCents,
    provider: tableBillShares.provider,
    providerPaymentId: tableBillShares.providerPaymentId,
    checkoutUrl: tableBillShares.checkoutUrl,
    paymentStatus: tableBillShares.paymentStatus,
    currency: restaurants.currency,
    restaurantName: restaurants.name,
    tableName: restaurantTables.name,
    tablePaymentId: tableBills.publicId,
  };

  async function find(where: ReturnType<typeof and>) {
    const [row] = await db
      .select(columns)
      .from(tableBillShares)
      .innerJoin(restaurants, eq(restaurants.id, tableBillShares.restaurantId))
      .innerJoin(tableBills, eq(tableBills.id, tableBillShares.billId))
      .innerJoin(restaurantTables, eq(restaurantTables.id, tableBills.tableId))
      .where(where)
      .limit(1);
    return row ?? null;
  }

  function record(row: Awaited<ReturnType<typeof find>>): OrderPaymentRecord | null {
    if (!row) return null;
    return {
      restaurantId: row.restaurantId,
      orderId: row.publicId,
      paymentType: row.paymentType,
      amountCents: row.amountCents,
      currency: row.currency,
      description: `${row.restaurantName}, ${row.tableName}`,
      provider: row.provider,
      providerPaymentId: row.providerPaymentId,
      checkoutUrl: row.checkoutUrl,
      paymentStatus: row.paymentStatus,
    };
  }

  const byPublicId = (restaurantId: number, shareId: string) =>
    find(and(eq(tableBillShares.restaurantId, restaurantId), eq(tableBillShares.publicId, shareId)));

  async function move(
    restaurantId: number,
    shareId: string,
    providerPaymentId: string,
    status: PaymentStatus,
    from: readonly PaymentStatus[] | 'not_paid',
  ): Promise<{ id: number; billId: number } | null> {
    const guard =
      from === 'not_paid'
        ? sql`${tableBillShares.paymentStatus} is distinct from 'paid'`
        : or(isNull(tableBillShares.paymentStatus), inArray(tableBillShares.paymentStatus, [...from]));
    const [row] = await db
      .update(tableBillShares)
      .set({
        paymentStatus: status,
        ...(status === 'paid' ? { status: 'paid' as const, paidAt: clock() } : {}),
      })
      .where(
        and(
          eq(tableBillShares.restaurantId, restaurantId),
          eq(tableBillShares.publicId, shareId),
          eq(tableBillShares.providerPaymentId, providerPaymentId),
          guard,
        ),
      )
      .returning({ id: tableBillShares.id, billId: tableBillShares.billId });
    return row ?? null;
  }

  async function endWithoutMoney(
    restaurantId: number,
    shareId: string,
    providerPaymentId: string,
    status: PaymentStatus,
  ): Promise<boolean> {
    const moved = await move(restaurantId, shareId, providerPaymentId, status, ['open', 'pending']);
    if (!moved) return false;
    const share = await byPublicId(restaurantId, shareId);
    if (share) await releaseShare(db, moved.id, share.tablePaymentId);
    return true;
  }

  return {
    findByOrderId: async (restaurantId, shareId) =>
      isShareId(shareId) ? record(await byPublicId(restaurantId, shareId)) : null,
    // A share is never made from a basket.
    findByBasketId: async () => null,
    findByProviderPaymentId: async (restaurantId, provider, providerPaymentId) =>
      record(
        await find(
          and(
            eq(tableBillShares.restaurantId, restaurantId),
            eq(tableBillShares.provider, provider),
            eq(tableBillShares.providerPaymentId, providerPaymentId),
          ),
        ),
      ),
    async attachPayment(restaurantId, shareId, payment) {
      const rows = await db
        .update(tableBillShares)
        .set({
          provider: payment.provider,
          providerPaymentId: payment.providerPaymentId,
          checkoutUrl: payment.checkoutUrl,
          paymentStatus: 'open',
        })
        .where(
          and(
            eq(tableBillShares.restaurantId, restaurantId),
            eq(tableBillShares.publicId, shareId),
            eq(tableBillShares.status, 'pending'),
          ),
        )
        .returning({ id: tableBillShares.id });
      return rows.length > 0;
    },
    async markPaid(restaurantId, shareId, providerPaymentId) {
      const moved = await move(restaurantId, shareId, providerPaymentId, 'paid', 'not_paid');
      if (!moved) return false;
      await closeBillIfPaid(db, moved.billId, clock());
      return true;
    },
    markFailed: (restaurantId, shareId, providerPaymentId, status) =>
      endWithoutMoney(restaurantId, shareId, providerPaymentId, status),
    markCanceled: (restaurantId, shareId, providerPaymentId) =>
      endWithoutMoney(restaurantId, shareId, providerPaymentId, 'canceled'),
  };
}

/** Orders and table shares behind one port: a share's id has a dot, an order's never does. */
export function withTableShares(orders: OrderPayments, shares: OrderPayments): OrderPayments {
  const pick = (id: string) => (isShareId(id) ? shares : orders);
  return {
    findByOrderId: (restaurantId, id) => pick(id).findByOrderId(restaurantId, id),
    findByBasketId: (restaurantId, basketId) => orders.findByBasketId(restaurantId, basketId),
    findByProviderPaymentId: async (restaurantId, provider, providerPaymentId) =>
      (await orders.findByProviderPaymentId(restaurantId, provider, providerPaymentId)) ??
      shares.findByProviderPaymentId(restaurantId, provider, providerPaymentId),
    attachPayment: (restaurantId, id, payment) => pick(id).attachPayment(restaurantId, id, payment),
    markPaid: (restaurantId, id, providerPaymentId) => pick(id).markPaid(restaurantId, id, providerPaymentId),
    markFailed: (restaurantId, id, providerPaymentId, status) =>
      pick(id).markFailed(restaurantId, id, providerPaymentId, status),
    markCanceled: (restaurantId, id, providerPaymentId) => pick(id).markCanceled(restaurantId, id, providerPaymentId),
  };
}
