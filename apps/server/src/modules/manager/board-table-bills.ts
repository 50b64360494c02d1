import type { ManagerOrder } from '@tavola/domain/schemas/manager';
import { centsToAmount } from '@tavola/domain/pricing/money';
import type { DbOrTx } from '../../db/client.ts';
import type { OrderRow } from '../order/order-repo.ts';
import { findBill } from '../table-payment/table-bill-repo.ts';
import { billState, type BillState } from '../table-payment/table-bill-view.ts';

/**
 * What guests paid at the table, for the board's cards (issue 27 item 4): per order on a table's bill,
 * its own dishes paid unit by unit, and the whole bill's figures (an equal split pays the bill, not
 * dishes). One bill state per bill on the page, read as the guests' bill page reads it.
 */
export async function tableBillFigures(
  db: DbOrTx,
  restaurantId: number,
  orders: OrderRow[],
): Promise<Map<number, NonNullable<ManagerOrder['table_bill']>>> {
  const billIds = [...new Set(orders.map((order) => order.tablePaymentId).filter((id): id is string => id !== null))];
  const states = new Map<string, BillState>();
  for (const publicId of billIds) {
    const bill = await findBill(db, publicId, { restaurantId });
    if (bill) states.set(publicId, await billState(db, bill));
  }
  const figures = new Map<number, NonNullable<ManagerOrder['table_bill']>>();
  for (const order of orders) {
    const state = order.tablePaymentId === null ? undefined : states.get(order.tablePaymentId);
    if (!state) continue;
    const units = state.units.filter((unit) => unit.orderNumber === order.number);
    figures.set(order.id, {
      status: state.bill.status,
      order_paid: centsToAmount(units.filter((unit) => unit.state === 'paid').reduce((sum, unit) => sum + unit.priceCents, 0)),
      order_total: centsToAmount(order.totalCents),
      bill_paid: centsToAmount(state.paidCents),
      bill_total: centsToAmount(state.totalCents),
    });
  }
  return figures;
}
