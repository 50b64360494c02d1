import type { BoardOrder, KitchenOrder, ManagerOrder, StaffRole } from '@tavola/domain/schemas/manager';
import type { DbOrTx } from '../../db/client.ts';
import { findOrderTable, selectOrderLines, type OrderLineRow, type OrderRow } from '../order/order-repo.ts';
import { orderViewOf } from '../order/order-view.ts';

/** An online order the kitchen should not start yet: its payment has not come in (and has not ended). */
export function isAwaitingPayment(order: Pick<OrderRow, 'isOnlinePayment' | 'status' | 'paymentStatus'>): boolean {
  return (
    order.isOnlinePayment &&
    order.status === 'received' &&
    (order.paymentStatus === null || order.paymentStatus === 'open' || order.paymentStatus === 'pending')
  );
}

/** An order as the board shows it: the guest's view plus what only the restaurant needs. */
export function boardOrderView(
  order: OrderRow,
  lines: OrderLineRow[],
  table: { id: number; name: string; capacity: number } | null,
): ManagerOrder {
  return {
    ...orderViewOf(order, lines, table, 'restaurant'),
    // The board sees the reason of any status, the guest's view only a rejection's.
    status_reason: order.statusReason,
    refunded: order.refundId !== null && order.refundId !== 'pending',
    awaiting_payment: isAwaitingPayment(order),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** One order as the board shows it, read with its lines and table. */
export async function readBoardOrder(db: DbOrTx, order: OrderRow): Promise<ManagerOrder> {
  const lines = await selectOrderLines(db, order.restaurantId, order.id);
  const table = order.tableId === null ? null : await findOrderTable(db, order.restaurantId, order.tableId);
  return boardOrderView(order, lines, table);
}

/** The kitchen's view of an order: every money figure left out (decision 086). */
export function kitchenOrderView(order: ManagerOrder): KitchenOrder {
  const {
    subtotal: _subtotal,
    voucher_code: _voucherCode,
    voucherValue: _voucherValue,
    shipping_price: _shipping,
    tip: _tip,
    total_price: _total,
    paymentLink: _paymentLink,
    payment_id: _paymentId,
    table_bill: _tableBill,
    products,
    ...rest
  } = order;
  return { ...rest, products: products.map(({ price: _price, totalPrice: _totalPrice, ...line }) => line) };
}

/** The order as this role may see it. */
export function forRole(order: ManagerOrder, role: StaffRole): BoardOrder {
  return role === 'kitchen' ? kitchenOrderView(order) : order;
}
