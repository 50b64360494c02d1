import { randomUUID } from 'node:crypto';
import { orderLines, orders } from '../../src/db/schema/order.ts';
import { baskets } from '../../src/db/schema/basket.ts';
import { orderVatRates } from '../../src/db/schema/order-vat.ts';
import { orderVatRows } from '../../src/modules/order/order-vat.ts';
import type { Db } from '../../src/db/client.ts';
import type { OrderPaymentType, OrderStatus } from '@tavola/domain/schemas/order';
import type { PaymentStatus } from '../../src/payments/provider.ts';

export interface FixtureLine {
  name: string;
  quantity: number;
  unitCents: number;
  depotUnitCents?: number;
  vatRateBp: number | null;
}

export interface FixtureOrder {
  createdAt: string;
  lines: FixtureLine[];
  status?: OrderStatus;
  paymentType?: OrderPaymentType;
  paymentStatus?: PaymentStatus | null;
  refundId?: string | null;
  deliveryTypeId?: 1 | 2 | 3;
  voucherCode?: string | null;
  discountCents?: number;
  shippingCents?: number;
  shippingVatRateBp?: number | null;
  tipCents?: number;
}

/** The amounts an order row carries, worked out as basketTotals does. */
export function amountsOf(order: FixtureOrder) {
  const subtotalCents = order.lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  const depotCents = order.lines.reduce((sum, l) => sum + (l.depotUnitCents ?? 0) * l.quantity, 0);
  const discountCents = order.discountCents ?? 0;
  const shippingCents = order.shippingCents ?? 0;
  const tipCents = order.tipCents ?? 0;
  return {
    subtotalCents,
    depotCents,
    discountCents,
    shippingCents,
    tipCents,
    totalCents: subtotalCents - discountCents + depotCents + shippingCents + tipCents,
  };
}

let number = 9000;

/** Writes an order as create-order would have left it (its basket and VAT split too), at a chosen instant. */
export async function insertOrder(db: Db, restaurantId: number, order: FixtureOrder): Promise<number> {
  const createdAt = new Date(order.createdAt);
  const paymentType = order.paymentType ?? 'cash';
  const online = paymentType === 'mollie' || paymentType === 'saferPay';
  const [basket] = await db
    .insert(baskets)
    .values({ publicId: randomUUID(), restaurantId, deliveryTypeId: order.deliveryTypeId ?? 2, orderedAt: createdAt })
    .returning({ id: baskets.id });
  const [row] = await db
    .insert(orders)
    .values({
      publicId: randomUUID(),
      restaurantId,
      number: ++number,
      basketId: basket!.id,
      status: order.status ?? 'delivered',
      deliveryTypeId: order.deliveryTypeId ?? 2,
      paymentType,
      isOnlinePayment: online,
      paymentProvider: online ? 'mollie' : null,
      paymentId: online ? `tr_${number}` : null,
      paymentStatus: online ? (order.paymentStatus ?? 'paid') : null,
      refundId: order.refundId ?? null,
      voucherCode: order.voucherCode ?? null,
      ...amountsOf(order),
      shippingVatRateBp: order.shippingVatRateBp === undefined ? 700 : order.shippingVatRateBp,
      currency: 'EUR',
      createdAt,
    })
    .returning();
  const lines = await db
    .insert(orderLines)
    .values(
      order.lines.map((line, position) => ({
        restaurantId,
        orderId: row!.id,
        name: line.name,
        vatRateBp: line.vatRateBp,
        quantity: line.quantity,
        unitCents: line.unitCents,
        depotUnitCents: line.depotUnitCents ?? 0,
        totalCents: (line.unitCents + (line.depotUnitCents ?? 0)) * line.quantity,
        isPackage: false,
        attributeItems: [],
        packageItems: [],
        position,
      })),
    )
    .returning();
  const vat = orderVatRows(row!, lines);
  if (vat.length) await db.insert(orderVatRates).values(vat.map((v) => ({ ...v, orderId: row!.id })));
  return row!.id;
}
