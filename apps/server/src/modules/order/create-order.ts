import type { Lang } from '@tavola/domain/messages/catalogue';
import type { CreateOrderRequest, Order } from '@tavola/domain/schemas/order';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { paymentReturnUrl } from '../../payments/payment-urls.ts';
import { isOnlinePaymentType } from '../../payments/provider-registry.ts';
import { startOrderPayment } from '../../payments/start-order-payment.ts';
import type { BasketCaller } from '../basket/basket-access.ts';
import { claimBasket } from '../basket/basket-repo.ts';
import { selectBasketState } from '../basket/basket-state-repo.ts';
import { assertSlotHasRoom } from '../basket/delivery-time-rules.ts';
import { deliveryTypeId, type OrderingContext } from '../basket/ordering-context.ts';
import { assertRequiredUserInfo } from '../basket/personal-information.ts';
import { newPublicId } from '../basket/public-id.ts';
import { bookSlot } from '../basket/slot-bookings-repo.ts';
import type { OrderDeps } from './order-deps.ts';
import { attachFirstPayment, findOrder, insertNumberedOrder, type OrderRow } from './order-repo.ts';
import { checkBasketForOrder, type OrderPlan } from './order-rules.ts';
import { orderLineValues, orderValues } from './order-snapshot.ts';
import { orderView, orderViewOf } from './order-view.ts';
import { assertPaymentTypeAllowed } from './payment-choice.ts';
import { currentStock, takeStock } from './stock-repo.ts';
import { countVoucherUse } from './voucher-usage-repo.ts';

export interface CreatedOrder {
  order: Order;
  /** False when this basket had already become an order (a retry): the first order is answered. */
  created: boolean;
}

/**
 * POST api/order/create-order. One transaction holds the basket's row lock, so the same basket can
 * never become two orders: a retry (or a concurrent double click) finds the first order and answers
 * it. Inside, every rule is checked again with prices from the database, then stock, voucher use
 * and slot capacity are taken with guarded updates (never below zero, never over a limit) in a
 * fixed order — products by id, voucher, slot, order counter — so concurrent orders cannot
 * deadlock. The order, its lines, its number and the basket's mark are written by one statement,
 * the last before the commit. An online payment is opened after the commit, so no provider call
 * holds a lock.
 */
export async function createOrder(
  deps: OrderDeps,
  caller: BasketCaller,
  request: CreateOrderRequest,
  lang: Lang,
  now: Date,
): Promise<CreatedOrder> {
  const context = await deps.contexts.get(caller.restaurantId);
  if (context.settings.loginRequired && caller.customerId === null) throw forbidden('login_required');
  const online = isOnlinePaymentType(request.paymentType);
  // An unconfigured provider is refused before anything is written (payment_missing_*_info).
  if (online) deps.providers.forPaymentType(request.paymentType);

  const outcome = await deps.db.transaction(async (tx) => {
    const state = await selectBasketState(
      tx,
      caller.restaurantId,
      { publicId: request.basketId },
      { open: false, lock: true },
    );
    const basket = state?.basket;
    if (!state || !basket || (basket.customerId !== null && basket.customerId !== caller.customerId)) {
      throw notFound('basket_does_not_exists');
    }
    if (state.orderId) {
      const existing = await findOrder(tx, caller.restaurantId, state.orderId);
      if (existing) return { order: existing, lines: null, created: false };
    }
    if (basket.customerId === null && caller.customerId !== null)
      await claimBasket(tx, caller.restaurantId, basket.id, caller.customerId);

    const plan = await checkBasketForOrder(tx, context, state, now);
    assertPaymentTypeAllowed(context, plan.type, request.paymentType);
    assertRequiredUserInfo(context, basket.userInfo);

    const booked = await takeEverything(tx, context, plan, state.voucher?.id ?? null, now);
    const publicId = newPublicId();
    const { order, lines } = await insertNumberedOrder(
      tx,
      orderValues(context, state, plan, {
        publicId,
        customerId: caller.customerId,
        paymentType: request.paymentType,
        isOnlinePayment: online,
        paymentLink: online ? null : paymentReturnUrl(deps.config.publicUrl, publicId),
        qrCode: request.qrCode ?? null,
        // The table's bill takes its pay-at-the-end orders itself (modules/table-payment): an id the
        // client names could put an order on another table's bill, or on none.
        tablePaymentId: null,
        externalBasketItems: request.externalBasketItems ?? null,
        slotAt: booked ? plan.slotAt : null,
        lang,
        createdAt: now,
      }),
      orderLineValues(state, plan),
    );
    return { order, lines, table: state.table, created: true };
  });

  let order = outcome.order;
  if (order.isOnlinePayment && order.paymentId === null) order = await openPayment(deps, context, order, lang);
  // A new order is answered from what was just written; a retry reads the first one.
  const view = outcome.lines
    ? orderViewOf(
        order,
        outcome.lines,
        outcome.table ? { id: outcome.table.id, name: outcome.table.name, capacity: outcome.table.capacity } : null,
      )
    : await orderView(deps.db, order);
  return { order: view, created: outcome.created };
}

/**
 * Stock, voucher use and slot capacity, each a guarded update; any refusal rolls the order back.
 * A slot is booked only where limits apply: without them there is nothing to guard, and every order
 * would otherwise queue on the same booking row. Answers whether a slot was booked.
 */
async function takeEverything(
  tx: Tx,
  context: OrderingContext,
  plan: OrderPlan,
  voucherId: number | null,
  now: Date,
): Promise<boolean> {
  const restaurantId = context.restaurantId;
  for (const need of plan.stockNeeds) {
    if (need.stock === null) continue;
    if (await takeStock(tx, restaurantId, need.productId, need.units)) continue;
    const left = (await currentStock(tx, restaurantId, need.productId)) ?? 0;
    const code = left <= 0 ? 'product_out_of_stock' : 'product_only_n_available';
    throw conflict(
      code,
      { name: need.name, inStock: Math.max(0, left) },
      { name: need.name, inStock: Math.max(0, left) },
    );
  }
  if (voucherId !== null && !(await countVoucherUse(tx, restaurantId, voucherId))) {
    throw badRequest('voucher_usage_limit_reached');
  }
  const limits = plan.limits;
  if (!limits) return false;
  const booked = await bookSlot(tx, restaurantId, deliveryTypeId(plan.type), plan.slotAt, plan.units, limits);
  if (!booked) {
    // Someone took the last room since the check: answer with the same message and suggestion.
    await assertSlotHasRoom(tx, context, plan.type, { slotAt: plan.slotAt, limits: plan.limits }, plan.units, now);
    throw conflict(context.modes.ticketing ? 'capacity_is_full' : 'order_limit_reached');
  }
  return true;
}

/**
 * Opens the provider payment and keeps its id and link on the order. A provider failure leaves the
 * order without a payment: the guest's retry of create-order (or api/payment/prepare) opens one.
 */
async function openPayment(deps: OrderDeps, context: OrderingContext, order: OrderRow, lang: Lang): Promise<OrderRow> {
  const started = await startOrderPayment(
    { config: deps.config, db: deps.db, providers: deps.providers },
    {
      restaurantId: order.restaurantId,
      orderId: order.publicId,
      paymentType: order.paymentType,
      amountCents: order.totalCents,
      currency: order.currency,
      description: `${context.name}, order ${order.number}`,
      lang,
    },
  );
  // Two retries may race here; the first payment stored wins and the other is never shown.
  await attachFirstPayment(deps.db, order.id, {
    paymentProvider: started.provider,
    paymentId: started.providerPaymentId,
    paymentLink: started.checkoutUrl,
    paymentStatus: 'open',
  });
  const updated = await findOrder(deps.db, order.restaurantId, order.publicId);
  if (!updated) throw new AppError('order_does_not_exists', 404);
  return updated;
}
