import { readJson, storageKeys, writeStorage } from './storage.ts';

/** An order placed from this browser: enough to retry its payment and to know it was ours. */
export interface PlacedOrder {
  orderId: string;
  restaurantId: number;
  /** The basket the order was made from: api/payment/prepare names it for a new payment link. */
  basketId: string;
  /** Spec §4: the payment status is stored after a payment update. */
  paymentStatus: string | null;
}

/** Enough for any guest's recent orders; the oldest are dropped beyond it. */
const KEEP = 20;

function readAll(): PlacedOrder[] {
  const list = readJson<unknown>(storageKeys.placedOrders);
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is PlacedOrder =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as PlacedOrder).orderId === 'string' &&
      typeof (entry as PlacedOrder).basketId === 'string' &&
      Number.isInteger((entry as PlacedOrder).restaurantId),
  );
}

export function rememberPlacedOrder(
  order: Omit<PlacedOrder, 'paymentStatus'> & { paymentStatus?: string | null },
): void {
  const others = readAll().filter((entry) => entry.orderId !== order.orderId);
  const next = [...others, { paymentStatus: null, ...order }].slice(-KEEP);
  writeStorage(storageKeys.placedOrders, JSON.stringify(next));
}

export function placedOrder(orderId: string): PlacedOrder | null {
  return readAll().find((entry) => entry.orderId === orderId) ?? null;
}

export function storePaymentStatus(orderId: string, paymentStatus: string): void {
  const list = readAll();
  const entry = list.find((candidate) => candidate.orderId === orderId);
  if (!entry || entry.paymentStatus === paymentStatus) return;
  entry.paymentStatus = paymentStatus;
  writeStorage(storageKeys.placedOrders, JSON.stringify(list));
}
