import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { stringify, type Stringifier } from 'csv-stringify';
import { DELIVERY_TYPES } from '@tavola/domain/schemas/basket';
import type { ReportExport } from '@tavola/domain/schemas/reports';
import type { DbOrTx } from '../../db/client.ts';
import { decimalOf, percentOf, safeText, type CsvFormat } from './csv-format.ts';
import { inRange, IS_SALE, IS_UNPAID, type ReportScope } from './report-scope.ts';

/** Orders read per round trip: memory stays flat whatever the range holds. */
const BATCH = 500;

type Row = Record<string, unknown>;

const ORDER_COLUMNS = [
  'number', 'placed_at', 'status', 'counts_as', 'delivery_type', 'payment_type', 'payment_status', 'refund',
  'voucher_code', 'goods', 'discount', 'deposit', 'delivery_fee', 'tip', 'total', 'currency',
];
const LINE_COLUMNS = [
  'order_number', 'placed_at', 'counts_as', 'dish', 'quantity', 'unit_price', 'deposit_per_unit', 'line_total', 'vat_rate_percent', 'currency',
];

/** The next batch of the range's orders after `afterId`, sales and others alike (`counts_as` tells). */
async function orderBatch(db: DbOrTx, scope: ReportScope, afterId: number): Promise<Row[]> {
  const result = await db.execute(sql`
    select o.id, o.number, to_char(o.created_at at time zone ${scope.timeZone}, 'YYYY-MM-DD HH24:MI:SS') as placed_at,
      o.status, case when ${IS_SALE} then 'sale' when ${IS_UNPAID} then 'unpaid' else 'rejected' end as counts_as,
      o.delivery_type_id, o.payment_type, o.payment_status, o.refund_id, o.voucher_code, o.subtotal_cents, o.discount_cents,
      o.depot_cents, o.shipping_cents, o.tip_cents, o.total_cents, o.currency
    from orders o where ${inRange(scope)} and o.id > ${afterId} order by o.id limit ${BATCH}`);
  return (result as unknown as { rows: Row[] }).rows;
}

async function linesOf(db: DbOrTx, orderIds: number[]): Promise<Row[]> {
  if (orderIds.length === 0) return [];
  const result = await db.execute(sql`
    select l.order_id, l.name, l.quantity, l.unit_cents, l.depot_unit_cents, l.total_cents, l.vat_rate_bp
    from order_lines l where l.order_id = any(${`{${orderIds.join(',')}}`}::int[]) order by l.order_id, l.position`);
  return (result as unknown as { rows: Row[] }).rows;
}

const refundOf = (refundId: unknown): string => (refundId === null ? '' : refundId === 'pending' ? 'pending' : 'refunded');

async function* orderRecords(db: DbOrTx, scope: ReportScope, format: CsvFormat): AsyncGenerator<string[]> {
  const money = (value: unknown) => decimalOf(Number(value), format);
  for (let after = 0; ; ) {
    const batch = await orderBatch(db, scope, after);
    for (const o of batch) {
      yield [
        String(o.number ?? ''), String(o.placed_at), String(o.status), String(o.counts_as),
        DELIVERY_TYPES[Number(o.delivery_type_id) - 1] ?? '', String(o.payment_type), String(o.payment_status ?? ''),
        refundOf(o.refund_id), safeText(o.voucher_code as string | null), money(o.subtotal_cents), money(o.discount_cents),
        money(o.depot_cents), money(o.shipping_cents), money(o.tip_cents), money(o.total_cents), String(o.currency),
      ];
    }
    if (batch.length < BATCH) return;
    after = Number(batch.at(-1)!.id);
  }
}

async function* lineRecords(db: DbOrTx, scope: ReportScope, format: CsvFormat): AsyncGenerator<string[]> {
  const money = (value: unknown) => decimalOf(Number(value), format);
  for (let after = 0; ; ) {
    const batch = await orderBatch(db, scope, after);
    const byId = new Map(batch.map((o) => [Number(o.id), o]));
    for (const l of await linesOf(db, [...byId.keys()])) {
      const o = byId.get(Number(l.order_id))!;
      yield [
        String(o.number ?? ''), String(o.placed_at), String(o.counts_as), safeText(String(l.name)), String(l.quantity),
        money(l.unit_cents), money(l.depot_unit_cents), money(l.total_cents),
        percentOf(l.vat_rate_bp === null ? null : Number(l.vat_rate_bp), format), String(o.currency),
      ];
    }
    if (batch.length < BATCH) return;
    after = Number(batch.at(-1)!.id);
  }
}

/**
 * The export as a stream of CSV text: UTF-8 with a byte-order mark (Excel reads UTF-8 only with it),
 * RFC 4180 (CRLF line ends, fields with the separator, quotes or line breaks quoted, quotes doubled),
 * read from the database batch by batch only as fast as the client takes it.
 */
export function csvExport(db: DbOrTx, scope: ReportScope, kind: ReportExport, format: CsvFormat): Stringifier {
  const records = kind === 'orders' ? orderRecords(db, scope, format) : lineRecords(db, scope, format);
  const stringifier = stringify({
    delimiter: format.delimiter,
    bom: true,
    header: true,
    columns: kind === 'orders' ? ORDER_COLUMNS : LINE_COLUMNS,
    record_delimiter: 'windows',
  });
  const source = Readable.from(records);
  source.on('error', (error) => stringifier.destroy(error));
  source.pipe(stringifier);
  return stringifier;
}
