import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inRange, IS_SALE, type ReportScope } from './report-scope.ts';

/**
 * VAT per rate over the range: the sum of each order's own receipt split (vatSplit, decision 081),
 * as stored when the order was placed (order_vat_rates, decision 085). Each row is already rounded
 * per order and rate, so summing them matches the receipts to the cent without re-rounding a year
 * of orders on every call. Rows with a null rate are orders without declared VAT.
 */
export async function vatByRate(db: DbOrTx, scope: ReportScope) {
  const result = (await db.execute(sql`
    select v.rate_bp as rate, sum(v.gross_cents)::float8 as gross, sum(v.vat_cents)::float8 as vat
    from orders o join order_vat_rates v on v.order_id = o.id
    where ${inRange(scope)} and ${IS_SALE}
    group by 1
  `)) as unknown as { rows: { rate: number | null; gross: number; vat: number }[] };
  const rates = result.rows
    .filter((row) => row.rate !== null && Number(row.gross) > 0)
    .map((row) => {
      const grossCents = Number(row.gross);
      const vatCents = Number(row.vat);
      return { rateBasisPoints: Number(row.rate), grossCents, netCents: grossCents - vatCents, vatCents };
    })
    .sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
  const undeclared = result.rows.find((row) => row.rate === null);
  return { rates, undeclaredCents: Number(undeclared?.gross ?? 0) };
}
