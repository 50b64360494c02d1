import { centsToAmount } from '@tavola/domain/pricing/money';
import type { TableBill } from '@tavola/domain/schemas/table-payment';
import { orderUnits } from '@tavola/domain/tables/table-bill';
import type { DbOrTx } from '../../db/client.ts';
import { billClaims, billOrders, liveShares, tableName, type BillRow } from './table-bill-repo.ts';

export interface BillUnitState {
  orderLineId: number;
  unit: number;
  name: string;
  orderNumber: number | null;
  priceCents: number;
  state: 'open' | 'pending' | 'paid';
}

/** The bill in cents, as the pay service decides on it. */
export interface BillState {
  bill: BillRow;
  tableName: string;
  units: BillUnitState[];
  totalCents: number;
  paidCents: number;
  pendingCents: number;
  leftCents: number;
  /** Paid or being paid for chosen dishes: an equal split divides the rest. */
  itemSharesCents: number;
  splitStarted: boolean;
}

export const unitKey = (orderLineId: number, unit: number) => `${orderLineId}:${unit}`;

export async function billState(db: DbOrTx, bill: BillRow): Promise<BillState> {
  const [{ orders, lines }, claims, shares, name] = await Promise.all([
    billOrders(db, bill),
    billClaims(db, bill.id),
    liveShares(db, bill.id),
    tableName(db, bill.restaurantId, bill.tableId),
  ]);
  const claimed = new Map(claims.map((claim) => [unitKey(claim.orderLineId, claim.unit), claim.shareStatus]));
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const units: BillUnitState[] = [];
  for (const order of orders) {
    const orderLines = lines.filter((line) => line.orderId === order.id);
    for (const unit of orderUnits({ orderId: order.id, totalCents: order.totalCents, lines: orderLines })) {
      const status = claimed.get(unitKey(unit.orderLineId, unit.unit));
      units.push({
        ...unit,
        name: lineById.get(unit.orderLineId)?.name ?? '',
        orderNumber: order.number,
        state: status === 'paid' ? 'paid' : status === 'pending' ? 'pending' : 'open',
      });
    }
  }
  const totalCents = orders.reduce((sum, order) => sum + order.totalCents, 0);
  const paidCents = shares
    .filter((share) => share.status === 'paid')
    .reduce((sum, share) => sum + share.amountCents, 0);
  const pendingCents = shares
    .filter((share) => share.status === 'pending')
    .reduce((sum, share) => sum + share.amountCents, 0);
  return {
    bill,
    tableName: name ?? '',
    units,
    totalCents,
    paidCents,
    pendingCents,
    leftCents: Math.max(0, totalCents - paidCents - pendingCents),
    itemSharesCents: shares
      .filter((share) => share.kind === 'items')
      .reduce((sum, share) => sum + share.amountCents, 0),
    // Only a paid part fixes the split: a pending one (a guest on the provider's page) blocks nobody.
    splitStarted: shares.some((share) => share.kind === 'split' && share.status === 'paid'),
  };
}

export function billView(state: BillState): TableBill {
  return {
    tablePaymentId: state.bill.publicId,
    tableName: state.tableName,
    status: state.bill.status,
    total: centsToAmount(state.totalCents),
    paid: centsToAmount(state.paidCents),
    pending: centsToAmount(state.pendingCents),
    left: centsToAmount(state.leftCents),
    splitStarted: state.splitStarted,
    splitBase: centsToAmount(state.totalCents - state.itemSharesCents),
    items: state.units.map((unit) => ({
      orderLineId: unit.orderLineId,
      unit: unit.unit,
      name: unit.name,
      orderNumber: unit.orderNumber,
      price: centsToAmount(unit.priceCents),
      state: unit.state,
    })),
  };
}
