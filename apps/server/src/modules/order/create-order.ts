import { paymentDescription } from '@tavola/domain/orders/payment-description';
import type { Lang } from '@tavola/domain/messages/catalogue';
import type { CreateOrderRequest, Order } from '@tavola/domain/schemas/order';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { paymentDueAfter } from '../../payments/payment-status.ts';
import { paymentReturnUrl } from '../../payments/payment-urls.ts';
import { isOnlinePaymentType } from '../../payments/provider-registry.ts';
import { startOrderPayment } from '../../payments/start-order-payment.ts';
import type { BasketCaller } from '../basket/basket-access.ts';
import { selectBasketState } from '../basket/basket-state-repo.ts';
import { assertSlotHasRoom } from '../basket/delivery-time-rules.ts';
import { deliveryTypeId, type OrderingContext } from '../basket/ordering-context.ts';
import { assertRequiredUserInfo } from '../basket/personal-information.ts';
import { newPublicId } from '../basket/public-id.ts';
import type { OrderDeps } from './order-deps.ts';
import { attachFirstPayment, findOrder, type OrderRow } from './order-repo.ts';
import { checkBasketForOrder, type OrderPlan } from './order-rules.ts';
import { orderLineValues, orderValues } from './order-snapshot.ts';
import { orderView, orderViewOf } from './order-view.ts';
import { assertPaymentTypeAllowed } from './payment-choice.ts';
import { OrderRefused, placeOrder, type PlaceOrderRefusal } from './place-order-repo.ts';
import { currentStock } from './stock-repo.ts';
import { enqueueOrderTickets } from '../printers/order-tickets.ts';

export interface CreatedOrder {
  order: Order;
  /** False when this basket had already become an order (a retry): the first order is answered. */
  created: boolean;
}

/** How often a basket that changed while create-order checked it is read and checked again. */
const ATTEMPTS = 3;

/**
 * POST api/order/create-order. The basket is read and checked without a lock (every rule again,
 * with prices from the database), then the whole order is written by ONE statement
 * (place-order-repo.ts): the basket claimed at the revision that was checked, stock, voucher use
 * and slot capacity taken with guarded updates, the number, the order and its lines. A basket that
 * changed in between is checked again; one already ordered (a retry, a double click) answers the
 * first order. No lock is held across a round trip, so a flash crowd on one dish queues on its
 * stock row only while PostgreSQL itself runs the write. An online payment is opened afterwards,
 * so no provider call holds anything.
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
  if (online) (await deps.providers.forRestaurant(caller.restaurantId)).forPaymentType(request.paymentType);

  for (let attempt = 1; ; attempt++) {
    const state = await selectBasketState(
      deps.db,
      caller.restaurantId,
      { publicId: request.basketId },
      { open: false },
    );
    const basket = state?.basket;
    if (!state || !basket || (basket.customerId !== null && basket.customerId !== caller.customerId)) {
      throw notFound('basket_does_not_exists');
    }
    if (state.orderId) {
      const existing = await findOrder(deps.db, caller.restaurantId, state.orderId);
      if (existing) return { order: await orderView(deps.db, existing), created: false };
    }
    const plan = await checkBasketForOrder(deps.db, context, state, now);
    assertPaymentTypeAllowed(context, plan.type, request.paymentType);
    // Paying at the end puts the order on the table's bill: a table right, so only with its code.
    if (request.paymentType === 'payAtEnd' && !(basket.tableId !== null && basket.tableByCode)) {
      throw badRequest('payment_cannot_pay_at_end');
    }
    assertRequiredUserInfo(context, basket.userInfo);

    const publicId = newPublicId();
    let placed: Awaited<ReturnType<typeof placeOrder>>;
    try {
      const place = (db: DbOrTx) =>
        placeOrder(
          db,
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
            slotAt: plan.limits ? plan.slotAt : null,
            lang,
            createdAt: now,
            // An unpaid online order lapses after the checkout lifetime (housekeeping gives back its holds).
            paymentDueAt: online ? paymentDueAfter(now) : null,
          }),
          orderLineValues(context, state, plan, lang),
          {
            basketId: basket.id,
            revision: basket.revision,
            customerId: caller.customerId,
            stock: plan.stockNeeds.filter((need) => need.stock !== null),
            voucherId: state.voucher?.id ?? null,
            // A slot is booked only where limits apply: without them there is nothing to guard, and
            // every order would otherwise queue on the same booking row.
            slot: plan.limits
              ? {
                  deliveryTypeId: deliveryTypeId(plan.type),
                  slotAt: plan.slotAt,
                  items: plan.units,
                  limits: plan.limits,
                }
              : null,
          },
        );
      // An order paid on site and its kitchen tickets (printers that print on arrival): one transaction.
      // Without such a printer the order stays one statement, not a transaction: its stock and slot guards
      // then lock their rows for that statement only. In a transaction they stay locked for the round
      // trips to the tickets and the commit, and a rush on one dish queues on its row (issue 29's bench:
      // 4× the server CPU per order, a quarter of the orders per second). A printer set up between the
      // check and the order misses that one order's ticket (reprint from the board). The printers come from
      // the cached ordering context: another process hears of a saved printer a moment later, likewise.
      const printers = online ? [] : context.arrivalPrinters;
      placed =
        printers.length > 0
          ? await deps.db.transaction(async (tx) => {
              const result = await place(tx);
              await enqueueOrderTickets(tx, result.order, now, 'arrival', printers);
              return result;
            })
          : await place(deps.db);
    } catch (error) {
      if (!(error instanceof OrderRefused)) throw error;
      // Changed or ordered meanwhile: read it again (an ordered one answers its order above).
      if (error.refusal.kind === 'basket' && attempt < ATTEMPTS) continue;
      throw await refusalError(deps, context, plan, error.refusal, now);
    }

    let order = placed.order;
    if (order.isOnlinePayment && order.paymentId === null) order = await openPayment(deps, context, order, lang);
    // A new order is answered from what was just written.
    const table = state.table ? { id: state.table.id, name: state.table.name, capacity: state.table.capacity } : null;
    return { order: orderViewOf(order, placed.lines, table), created: true };
  }
}

/** The guest's message for a refused write: the same codes the checks before it answer. */
async function refusalError(
  deps: OrderDeps,
  context: OrderingContext,
  plan: OrderPlan,
  refusal: PlaceOrderRefusal,
  now: Date,
): Promise<AppError> {
  switch (refusal.kind) {
    case 'basket':
      // Changed again and again while being ordered: the guest tries once more.
      return conflict('basket_changed_try_again');
    case 'stock': {
      const need = plan.stockNeeds.find((candidate) => candidate.productId === refusal.productId);
      const left = Math.max(0, (await currentStock(deps.db, context.restaurantId, refusal.productId)) ?? 0);
      const name = need?.name ?? '';
      const code = left <= 0 ? 'product_out_of_stock' : 'product_only_n_available';
      return conflict(code, { name, inStock: left }, { name, inStock: left });
    }
    case 'voucher':
      return badRequest('voucher_usage_limit_reached');
    case 'slot':
      try {
        // Someone took the last room since the check: answer with the same message and suggestion.
        await assertSlotHasRoom(
          deps.db,
          context,
          plan.type,
          { slotAt: plan.slotAt, limits: plan.limits },
          plan.units,
          now,
        );
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
      return conflict(context.modes.ticketing ? 'capacity_is_full' : 'order_limit_reached');
  }
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
      description: paymentDescription(context.name, order.number, lang),
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
