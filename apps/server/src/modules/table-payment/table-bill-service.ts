import type { Lang } from '@tavola/domain/messages/catalogue';
import type {
  BillUnitRef,
  CreateTableBillRequest,
  PayTableShareRequest,
  TableBill,
  TableSharePayment,
} from '@tavola/domain/schemas/table-payment';
import { centsToAmount } from '@tavola/domain/pricing/money';
import { splitShareCents } from '@tavola/domain/tables/table-bill';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { tableBillClaims, tableBillShares } from '../../db/schema/table-bill.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { PaymentProviders } from '../../payments/provider-registry.ts';
import { startOrderPayment } from '../../payments/start-order-payment.ts';
import type { BasketCaller } from '../basket/basket-access.ts';
import { newPublicId } from '../basket/public-id.ts';
import type { OrderingContexts } from '../basket/ordering-contexts.ts';
import { assertPaymentTypeAllowed } from '../order/payment-choice.ts';
import {
  attachTableOrders,
  closeBill,
  findBill,
  findBillById,
  insertClaims,
  insertShare,
  openBill,
  releaseExpiredShares,
  restaurantForPayment,
  tableName,
  tableOfBasket,
  tableOfOrder,
  type BillRow,
} from './table-bill-repo.ts';
import { notifyTableBill } from './table-bill-notify.ts';
import { billState, billView, unitKey, type BillState } from './table-bill-view.ts';

export interface TableBillDeps {
  db: Db;
  contexts: OrderingContexts;
  config: Pick<Config, 'publicUrl' | 'mollie' | 'saferpay'>;
  providers: PaymentProviders;
  clock: () => Date;
}

/** A meal is long, but yesterday's unpaid orders are not tonight's guests' bill. */
const ORDERS_JOIN_WITHIN_HOURS = 12;
/**
 * How long a guest on the provider's page holds the units they pay. Longer than the providers'
 * own checkout expiry (Mollie: 15 minutes for most methods), so a slow payment still finds its units.
 */
export const SHARE_HOLD_MINUTES = 30;

/** Share ids carry a dot, which an order's base64url id never has: the payment routes tell them apart. */
export const SHARE_ID_PREFIX = 'ts.';
export const isShareId = (id: string) => id.startsWith(SHARE_ID_PREFIX);

function joinSince(now: Date): Date {
  return new Date(now.getTime() - ORDERS_JOIN_WITHIN_HOURS * 60 * 60 * 1000);
}

/**
 * POST api/table-payments/create. Whoever holds a basket set to the table (its QR code) or an order
 * placed at it gets the table's open bill — the same one for every guest at the table.
 */
export async function openTableBill(
  deps: TableBillDeps,
  caller: BasketCaller,
  request: CreateTableBillRequest,
): Promise<TableBill> {
  const { db } = deps;
  const tableId = request.basketId
    ? await tableOfBasket(db, caller.restaurantId, request.basketId, caller.customerId)
    : await tableOfOrder(db, caller.restaurantId, request.orderId ?? '');
  if (tableId === null) throw notFound(request.basketId ? 'table_does_not_exists' : 'table_bill_order_not_at_table');
  if (request.tableName !== undefined && request.tableName !== (await tableName(db, caller.restaurantId, tableId))) {
    throw notFound('table_does_not_exists');
  }
  const now = deps.clock();
  const state = await db.transaction(async (tx) => {
    const bill = await openBill(tx, caller.restaurantId, tableId, newPublicId());
    await attachTableOrders(tx, bill, joinSince(now));
    await releaseExpiredShares(tx, bill.id, now);
    return billState(tx, bill);
  });
  return billView(state);
}

/** GET api/table-payments. The bill's id is its key: long and random, shared only at the table. */
export async function readTableBill(
  deps: TableBillDeps,
  restaurantId: number,
  tablePaymentId: string,
): Promise<TableBill> {
  const bill = await findBill(deps.db, tablePaymentId, { restaurantId });
  if (!bill) throw notFound('table_bill_does_not_exists');
  if (bill.status === 'open') await attachTableOrders(deps.db, bill, joinSince(deps.clock()));
  return billView(await billState(deps.db, bill));
}

/** The bill's id, checked: picks of an unknown bill go nowhere. */
export async function assertBillExists(
  deps: TableBillDeps,
  restaurantId: number,
  tablePaymentId: string,
): Promise<BillRow> {
  const bill = await findBill(deps.db, tablePaymentId, { restaurantId });
  if (!bill) throw notFound('table_bill_does_not_exists');
  return bill;
}

/**
 * POST api/table-payments/pay: one guest's share, paid online. The bill's row is locked while the
 * share is decided, so guests at one table take turns: a unit someone else holds or paid is
 * refused with its name, and an equal part is computed from what is really left. The unique index
 * on (line, unit) guards the same again in the database. The provider is called after the commit;
 * if it fails, the share is given back.
 */
export async function payTableShare(
  deps: TableBillDeps,
  restaurantId: number,
  request: PayTableShareRequest,
  lang: Lang,
): Promise<TableSharePayment> {
  const now = deps.clock();
  // Only a way the restaurant offers at its tables, and a configured one, before anything is held.
  assertPaymentTypeAllowed(await deps.contexts.get(restaurantId), 'here', request.paymentType);
  (await deps.providers.forRestaurant(restaurantId)).forPaymentType(request.paymentType);
  const share = await deps.db.transaction(async (tx) => {
    const bill = await findBill(tx, request.tablePaymentId, { restaurantId, lock: true });
    if (!bill) throw notFound('table_bill_does_not_exists');
    if (bill.status !== 'open') throw conflict('table_bill_already_paid');
    await attachTableOrders(tx, bill, joinSince(now));
    await releaseExpiredShares(tx, bill.id, now);
    const state = await billState(tx, bill);
    const decided =
      request.split !== undefined ? splitPart(state, request.split) : pickedUnits(state, request.basketItems ?? []);
    const publicId = SHARE_ID_PREFIX + newPublicId();
    const shareId = await insertShare(tx, {
      publicId,
      restaurantId,
      billId: bill.id,
      kind: decided.kind,
      amountCents: decided.amountCents,
      paymentType: request.paymentType,
      lang,
      holdUntil: new Date(now.getTime() + SHARE_HOLD_MINUTES * 60 * 1000),
    });
    await insertClaims(
      tx,
      decided.units.map((unit) => ({
        shareId,
        orderLineId: unit.orderLineId,
        unit: unit.unit,
        priceCents: unit.priceCents,
      })),
    );
    await notifyTableBill(tx, { type: 'bill_changed', tablePaymentId: bill.publicId });
    return { id: shareId, publicId, amountCents: decided.amountCents, bill, tableName: state.tableName };
  });

  try {
    const restaurant = await restaurantForPayment(deps.db, restaurantId);
    // /r/{slug}/… reaches the restaurant's storefront whatever host serves it (as the reservation mail's link).
    const returnUrl = new URL(`/r/${encodeURIComponent(restaurant?.slug ?? '')}/table-bill`, deps.config.publicUrl);
    returnUrl.searchParams.set('tablePaymentId', share.bill.publicId);
    returnUrl.searchParams.set('shareId', share.publicId);
    const started = await startOrderPayment(
      { config: deps.config, db: deps.db, providers: deps.providers },
      {
        restaurantId,
        orderId: share.publicId,
        paymentType: request.paymentType,
        amountCents: share.amountCents,
        currency: restaurant?.currency ?? 'EUR',
        description: `${restaurant?.name ?? 'Restaurant'}, ${share.tableName}`,
        lang,
        returnUrl: returnUrl.toString(),
      },
    );
    await deps.db
      .update(tableBillShares)
      .set({
        provider: started.provider,
        providerPaymentId: started.providerPaymentId,
        checkoutUrl: started.checkoutUrl,
        paymentStatus: 'open',
      })
      .where(eq(tableBillShares.id, share.id));
    return {
      tablePaymentId: share.bill.publicId,
      shareId: share.publicId,
      amount: centsToAmount(share.amountCents),
      paymentLink: started.checkoutUrl,
    };
  } catch (error) {
    await releaseShare(deps.db, share.id, share.bill.publicId);
    throw error;
  }
}

interface DecidedShare {
  kind: 'items' | 'split';
  amountCents: number;
  units: { orderLineId: number; unit: number; priceCents: number }[];
}

function pickedUnits(state: BillState, picks: BillUnitRef[]): DecidedShare {
  if (state.splitStarted) throw conflict('table_bill_split_started');
  const byKey = new Map(state.units.map((unit) => [unitKey(unit.orderLineId, unit.unit), unit]));
  const seen = new Set<string>();
  const units = [];
  for (const pick of picks) {
    const key = unitKey(pick.orderLineId, pick.unit);
    if (seen.has(key)) continue;
    seen.add(key);
    const unit = byKey.get(key);
    if (!unit) throw notFound('table_bill_does_not_exists');
    if (unit.state !== 'open') throw conflict('table_bill_item_taken', { name: unit.name }, { name: unit.name });
    units.push(unit);
  }
  const amountCents = units.reduce((sum, unit) => sum + unit.priceCents, 0);
  if (amountCents <= 0) throw badRequest('table_bill_choose_items');
  // Never more than is left once paid and pending parts are counted: no bill is paid twice over.
  if (amountCents > state.leftCents) throw conflict('table_bill_being_paid');
  return { kind: 'items', amountCents, units };
}

function splitPart(state: BillState, parts: number): DecidedShare {
  if (state.totalCents === 0) throw conflict('table_bill_nothing_to_pay');
  const amountCents = splitShareCents(state.totalCents - state.itemSharesCents, parts, state.leftCents);
  // Everything is paid or being paid by others right now.
  if (amountCents <= 0) throw conflict(state.pendingCents > 0 ? 'table_bill_being_paid' : 'table_bill_already_paid');
  return { kind: 'split', amountCents, units: [] };
}

/** The share's units are free again (its payment failed, was cancelled or never started). */
export async function releaseShare(db: Db, shareId: number, tablePaymentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(tableBillShares).set({ status: 'released' }).where(eq(tableBillShares.id, shareId));
    await tx.delete(tableBillClaims).where(eq(tableBillClaims.shareId, shareId));
    await notifyTableBill(tx, { type: 'bill_changed', tablePaymentId });
  });
}

/** After a share is paid: a bill whose every cent is paid closes. */
export async function closeBillIfPaid(db: Db, billId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const bill = await findBillById(tx, billId);
    if (!bill || bill.status !== 'open') return;
    const state = await billState(tx, bill);
    if (state.totalCents > 0 && state.paidCents >= state.totalCents) await closeBill(tx, bill.id, now);
    await notifyTableBill(tx, { type: 'bill_changed', tablePaymentId: bill.publicId });
  });
}
