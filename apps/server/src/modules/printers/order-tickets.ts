import { and, eq, inArray } from 'drizzle-orm';
import { isLang } from '@tavola/domain/messages/catalogue';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/menu.ts';
import { orders } from '../../db/schema/order.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { notFound } from '../../http/errors.ts';
import { deliveryTypeName } from '../basket/ordering-context.ts';
import { findOrderTable, selectOrderLines, type OrderLineRow, type OrderRow } from '../order/order-repo.ts';
import { findPrinter, insertPrintJobs, selectPrinters, type PrinterRow } from './print-jobs-repo.ts';
import { orderTicket, testTicket, type TicketLine } from './ticket.ts';
import { ticketWords } from './ticket-words.ts';

type LineWithCategory = OrderLineRow & { categoryId: number | null };

async function linesWithCategories(db: DbOrTx, order: OrderRow): Promise<LineWithCategory[]> {
  const lines = await selectOrderLines(db, order.restaurantId, order.id);
  const ids = [...new Set(lines.map((line) => line.productId).filter((id): id is number => id !== null))];
  const rows = ids.length
    ? await db
        .select({ id: products.id, categoryId: products.categoryId })
        .from(products)
        .where(and(eq(products.restaurantId, order.restaurantId), inArray(products.id, ids)))
    : [];
  const category = new Map(rows.map((row) => [row.id, row.categoryId]));
  return lines.map((line) => ({ ...line, categoryId: line.productId === null ? null : (category.get(line.productId) ?? null) }));
}

/** The lines this printer makes: all, or those of its categories (the bar prints the drinks). */
function linesFor(printer: Pick<PrinterRow, 'categoryIds'>, lines: LineWithCategory[]): LineWithCategory[] {
  if (printer.categoryIds.length === 0) return lines;
  return lines.filter((line) => line.categoryId !== null && printer.categoryIds.includes(line.categoryId));
}

function printsOrder(printer: PrinterRow, order: OrderRow, lines: LineWithCategory[]): boolean {
  const type = deliveryTypeName(order.deliveryTypeId);
  if (printer.deliveryTypes.length > 0 && (!type || !printer.deliveryTypes.includes(type))) return false;
  return linesFor(printer, lines).length > 0;
}

/** The restaurant's printers that print on this trigger (none: an order needs no tickets). */
export async function printersFor(db: DbOrTx, restaurantId: number, trigger: 'accept' | 'arrival'): Promise<PrinterRow[]> {
  return (await selectPrinters(db, restaurantId)).filter((printer) => printer.printOn === trigger);
}

/**
 * Writes the tickets of an order to the print queue, within the caller's transaction: one job per
 * printer whose trigger this is and that makes something of this order. `accept`: staff accepted it
 * (change-status); `arrival`: it came in — placed to be paid on site, or its online payment arrived.
 */
export async function enqueueOrderTickets(
  db: DbOrTx,
  order: OrderRow,
  now: Date,
  trigger: 'accept' | 'arrival' = 'accept',
  /** printersFor(…, trigger), when the caller has read them already. */
  printers?: PrinterRow[],
): Promise<number> {
  const candidates = printers ?? (await printersFor(db, order.restaurantId, trigger));
  if (candidates.length === 0) return 0;
  const lines = await linesWithCategories(db, order);
  const jobs = candidates
    .filter((printer) => printsOrder(printer, order, lines))
    .map((printer) => ({ restaurantId: order.restaurantId, printerId: printer.id, kind: 'order' as const, orderId: order.id }));
  await insertPrintJobs(db, jobs, now);
  return jobs.length;
}

/** Staff asked for the order's tickets again: every printer that makes something of it, whatever its trigger. */
export async function enqueueReprint(db: DbOrTx, order: OrderRow, now: Date): Promise<number> {
  const lines = await linesWithCategories(db, order);
  const jobs = (await selectPrinters(db, order.restaurantId))
    .filter((printer) => printsOrder(printer, order, lines))
    .map((printer) => ({ restaurantId: order.restaurantId, printerId: printer.id, kind: 'order' as const, orderId: order.id }));
  await insertPrintJobs(db, jobs, now);
  return jobs.length;
}

async function restaurantOf(db: DbOrTx, restaurantId: number) {
  const [row] = await db
    .select({ name: restaurants.name, lang: restaurants.lang, timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound('restaurant_does_not_exists');
  return { ...row, lang: isLang(row.lang) ? row.lang : 'de' };
}

/** The ticket a job prints, read from the database when it is printed (a reprint shows the order as it is). */
export async function ticketOfJob(
  db: DbOrTx,
  job: { restaurantId: number; printerId: number; kind: 'order' | 'test'; orderId: number | null },
): Promise<TicketLine[]> {
  const printer = await findPrinter(db, job.restaurantId, job.printerId);
  if (!printer) throw notFound('printer_not_found');
  const restaurant = await restaurantOf(db, job.restaurantId);
  const words = ticketWords(restaurant.lang);
  if (job.kind === 'test') return testTicket(restaurant.name, printer.name, { deliveryType: '', table: words.table, testPage: words.testPage });
  const [order] = await db.select().from(orders).where(eq(orders.id, job.orderId ?? 0));
  if (!order) throw notFound('order_does_not_exists');
  const lines = linesFor(printer, await linesWithCategories(db, order));
  const table = order.tableId === null ? null : await findOrderTable(db, order.restaurantId, order.tableId);
  const type = deliveryTypeName(order.deliveryTypeId) ?? 'pickup';
  const details = order.userDetails ?? {};
  const address =
    type === 'delivery'
      ? [[details.address, details.house_number].filter(Boolean).join(' '), [details.postalCode ?? order.postalCode, details.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ') || null
      : null;
  return orderTicket({
    restaurantName: restaurant.name,
    orderNumber: order.number ?? 0,
    deliveryType: type,
    words: { deliveryType: words.types[type], table: words.table, testPage: words.testPage },
    // deliveryLocal is the restaurant's wall-clock time already ('2026-11-26 19:30').
    when: order.deliveryLocal ?? words.asap,
    table: table?.name ?? null,
    address,
    guestName: details.name?.trim() || null,
    phone: details.mobile?.trim() || null,
    note: details.comment?.trim() || null,
    lines: lines.map((line) => ({
      quantity: line.quantity,
      name: line.name,
      options: [
        ...line.attributeItems.map((item) => (item.quantity > 1 ? `${item.quantity} x ${item.name}` : item.name)),
        ...line.packageItems.map((item) => `${item.quantity} x ${item.name}`),
      ],
      comment: line.extraInfo?.comment?.trim() || null,
    })),
  });
}
