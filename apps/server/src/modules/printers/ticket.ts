import type { DeliveryType } from '@tavola/domain/schemas/basket';

/** One printed line: text, or a big centred heading (order number), or a dashed rule. */
export type TicketLine =
  | { kind: 'text'; text: string; bold?: boolean; align?: 'left' | 'center'; size?: 1 | 2 }
  | { kind: 'rule' };

export interface TicketOrder {
  restaurantName: string;
  orderNumber: number;
  deliveryType: DeliveryType;
  /** Wording for the delivery type and the fixed words, in the restaurant's language. */
  words: TicketWords;
  /** The time to have it ready, already formatted for the restaurant ('26.11. 19:30' or 'ASAP'). */
  when: string;
  table: string | null;
  address: string | null;
  guestName: string | null;
  phone: string | null;
  /** The guest's note to the whole order. */
  note: string | null;
  lines: { quantity: number; name: string; options: string[]; comment: string | null }[];
}

export interface TicketWords {
  deliveryType: string;
  table: string;
  testPage: string;
}

/** The kitchen ticket's lines: what to make, for whom, by when — never a price (the kitchen's view). */
export function orderTicket(order: TicketOrder): TicketLine[] {
  const lines: TicketLine[] = [
    { kind: 'text', text: order.restaurantName, align: 'center' },
    { kind: 'text', text: `#${order.orderNumber}`, align: 'center', bold: true, size: 2 },
    { kind: 'text', text: order.words.deliveryType, align: 'center', bold: true },
    { kind: 'text', text: order.when, align: 'center' },
  ];
  if (order.table) lines.push({ kind: 'text', text: `${order.words.table} ${order.table}`, align: 'center', bold: true });
  lines.push({ kind: 'rule' });
  for (const line of order.lines) {
    lines.push({ kind: 'text', text: `${line.quantity} x ${line.name}`, bold: true });
    for (const option of line.options) lines.push({ kind: 'text', text: `   + ${option}` });
    if (line.comment) lines.push({ kind: 'text', text: `   ! ${line.comment}` });
  }
  lines.push({ kind: 'rule' });
  if (order.guestName) lines.push({ kind: 'text', text: order.guestName });
  if (order.phone) lines.push({ kind: 'text', text: order.phone });
  if (order.address) lines.push({ kind: 'text', text: order.address });
  if (order.note) lines.push({ kind: 'text', text: `! ${order.note}`, bold: true });
  return lines;
}

/** A test page: the printer's name and a line in each language, so the owner sees every script prints. */
export function testTicket(restaurantName: string, printerName: string, words: TicketWords): TicketLine[] {
  return [
    { kind: 'text', text: restaurantName, align: 'center' },
    { kind: 'text', text: words.testPage, align: 'center', bold: true, size: 2 },
    { kind: 'text', text: printerName, align: 'center' },
    { kind: 'rule' },
    { kind: 'text', text: 'Tavola – Küche: Größe, Grüße' },
    { kind: 'text', text: 'Crème brûlée, façon maître' },
    { kind: 'text', text: 'مطبخ – طلب جديد' },
    { kind: 'rule' },
  ];
}
