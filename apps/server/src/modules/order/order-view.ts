import { centsToAmount } from '@tavola/domain/pricing/money';
import type { Order } from '@tavola/domain/schemas/order';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryTypeName } from '../basket/ordering-context.ts';
import { findOrderTable, selectOrderLines, type OrderLineRow, type OrderRow } from './order-repo.ts';

/** The order answer of the HTTP contract (spec §3 'Order'), amounts in decimals. */
export async function orderView(db: DbOrTx, order: OrderRow): Promise<Order> {
  const lines = await selectOrderLines(db, order.restaurantId, order.id);
  const table = order.tableId === null ? null : await findOrderTable(db, order.restaurantId, order.tableId);
  return orderViewOf(order, lines, table);
}

/**
 * The answer from rows already at hand (create-order has just written them). Dish names are the
 * guest's (in the language they ordered in); the restaurant's side (the board) asks for its own.
 */
export function orderViewOf(
  order: OrderRow,
  lines: OrderLineRow[],
  table: { id: number; name: string; capacity: number } | null,
  names: 'guest' | 'restaurant' = 'guest',
): Order {
  return {
    orderId: order.publicId,
    orderNumber: order.number ?? 0,
    restaurant_id: order.restaurantId,
    status: order.status,
    is_online_payment: order.isOnlinePayment,
    // Spec §3: payment_id is removed when the order is not paid online.
    ...(order.isOnlinePayment ? { payment_id: order.paymentId } : {}),
    paymentType: order.paymentType,
    paymentStatus: order.paymentStatus,
    paymentLink: order.paymentLink,
    deliveryType: deliveryTypeName(order.deliveryTypeId) ?? 'pickup',
    deliveryTime: order.deliveryLocal ? `${order.deliveryLocal}:00` : null,
    subtotal: centsToAmount(order.subtotalCents + order.depotCents),
    voucher_code: order.voucherCode,
    voucherValue: centsToAmount(order.discountCents),
    shipping_price: centsToAmount(order.shippingCents),
    tip: centsToAmount(order.tipCents),
    total_price: centsToAmount(order.totalCents),
    currency: order.currency,
    user_details: order.userDetails ? JSON.stringify(order.userDetails) : null,
    products: lines.map((line) => lineView(line, names)),
    table,
    bill_requested: order.billRequestedAt !== null,
    created_at: order.createdAt.toISOString(),
    status_reason: order.status === 'rejected' ? order.statusReason : null,
    expected_at: order.expectedAt ? order.expectedAt.toISOString() : null,
  };
}

function lineView(line: OrderLineRow, names: 'guest' | 'restaurant'): Order['products'][number] {
  return {
    id: line.id,
    productId: line.productId,
    name: names === 'guest' ? (line.guestName ?? line.name) : line.name,
    quantity: line.quantity,
    price: centsToAmount(line.unitCents),
    totalPrice: centsToAmount(line.totalCents),
    is_package: line.isPackage ? 1 : 0,
    attributeItems: line.attributeItems.map((item) => ({
      id: item.id,
      name: item.name,
      price: centsToAmount(item.priceCents),
      quantity: item.quantity,
    })),
    items: line.packageItems.map((item) => ({
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      productPackageId: item.packageStepId,
      depot:
        item.depotName !== null && item.depotPriceCents !== null
          ? { name: item.depotName, price: centsToAmount(item.depotPriceCents) }
          : null,
    })),
    depot: line.depotName !== null ? { name: line.depotName, price: centsToAmount(line.depotUnitCents) } : null,
    extra_info: line.extraInfo ? JSON.stringify(line.extraInfo) : null,
  };
}
