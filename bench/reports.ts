import { readFileSync } from 'node:fs';
import pg from 'pg';
import { BACKFILL_ORDER_VAT_SQL } from '../apps/server/src/modules/reports/backfill-order-vat.ts';
import { managerToken } from './board.ts';
import { client, demoToken, percentile, restaurantOfToken } from './order-flow.ts';

export interface ReportsFigures {
  orders: number;
  lines: number;
  generateMs: number;
  year: { p50: number; max: number; samples: number };
  month: { p50: number; max: number; samples: number };
  csv: { kind: string; ms: number; bytes: number; serverRssGrowthMb: number | null }[];
}

/** The generated year: 2029 on the restaurant's clock, far from any order the bench places today. */
const YEAR = { from: '2029-01-01', to: '2029-12-31' };
const MONTH = { from: '2029-06-01', to: '2029-06-30' };

/**
 * `count` orders of the demo restaurant spread over 2029 (three lines each, two VAT rates, every
 * tenth with a voucher, every fifth with a tip, 3 % rejected, 2 % online and never paid), written
 * by one INSERT … SELECT per table straight into the server's database (their VAT splits by the
 * migration's backfill): placing them through the
 * API would take an hour and measure something else.
 */
export async function generateOrders(databaseUrl: string, restaurantId: number, count: number): Promise<{ ms: number; lines: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  try {
    await db.query('begin');
    await db.query(
      `insert into baskets (public_id, restaurant_id, delivery_type_id, ordered_at)
       select 'bench-report-' || i, $1, 2, now() from generate_series(1, $2) as i`,
      [restaurantId, count],
    );
    await db.query(
      `insert into orders (public_id, restaurant_id, number, basket_id, status, delivery_type_id, payment_type, is_online_payment,
         payment_provider, payment_id, payment_status, refund_id, voucher_code, subtotal_cents, depot_cents, discount_cents,
         shipping_cents, shipping_vat_rate_bp, tip_cents, total_cents, currency, created_at)
       select 'bench-report-' || i, $1, 1000000 + i, b.id,
         case when i % 33 = 0 then 'rejected' else 'delivered' end,
         1 + i % 3,
         case when i % 2 = 0 then 'mollie' else 'cash' end,
         i % 2 = 0,
         case when i % 2 = 0 then 'mollie' end,
         case when i % 2 = 0 then 'tr_bench_' || i end,
         case when i % 2 = 0 then (case when i % 50 = 0 then 'expired' else 'paid' end) end,
         case when i % 33 = 0 and i % 2 = 0 then 're_bench_' || i end,
         case when i % 10 = 0 then 'BENCH10' end,
         2900 + (i % 7) * 100, 25, case when i % 10 = 0 then 290 else 0 end,
         case when i % 3 = 1 then 350 else 0 end, 700, case when i % 5 = 0 then 150 else 0 end,
         2900 + (i % 7) * 100 + 25 - case when i % 10 = 0 then 290 else 0 end + case when i % 3 = 1 then 350 else 0 end
           + case when i % 5 = 0 then 150 else 0 end,
         'EUR',
         timestamptz '2029-01-01 00:00:00+01' + (i::float8 / $2) * interval '365 days'
       from generate_series(1, $2) as i join baskets b on b.public_id = 'bench-report-' || i`,
      [restaurantId, count],
    );
    const lines = await db.query(
      `insert into order_lines (restaurant_id, order_id, name, vat_rate_bp, quantity, unit_cents, depot_unit_cents, total_cents,
         is_package, attribute_items, package_items, position)
       select $1, o.id, l.name, l.rate, 1, l.unit, l.depot, l.unit + l.depot, false, '[]', '[]', l.position
       from orders o cross join lateral (values
         ('Pizza ' || (o.number % 12), 700, 1900 + (o.number % 7) * 100, 0, 0),
         ('Insalata', 700, 600, 0, 1),
         ('Acqua', 1900, 400, 25, 2)) as l(name, rate, unit, depot, position)
       where o.public_id like 'bench-report-%' and o.restaurant_id = $1`,
      [restaurantId],
    );
    // Their VAT split, as placing them would have stored it (decision 085).
    await db.query(BACKFILL_ORDER_VAT_SQL);
    await db.query('commit');
    await db.query('analyze orders');
    await db.query('analyze order_lines');
    await db.query('analyze order_vat_rates');
    return { ms: Math.round(performance.now() - started), lines: lines.rowCount ?? 0 };
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    await db.end();
  }
}

async function timeReport(api: ReturnType<typeof client>, range: { from: string; to: string }, samples: number) {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const answer = await api.call('GET', '/api/owner/reports', range);
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`the report answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return { p50: Math.round(percentile(times, 50)), max: Math.round(Math.max(...times)), samples };
}

/** Resident memory of the server process, where /proc tells. */
function serverRssMb(serverPid: number | null): number | null {
  if (serverPid === null) return null;
  try {
    const status = readFileSync(`/proc/${serverPid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export async function runReportsBench(baseUrl: string, databaseUrl: string, options: { orders?: number; samples?: number; serverPid?: number | null } = {}): Promise<ReportsFigures> {
  const orders = options.orders ?? 100_000;
  const samples = options.samples ?? 10;
  const publicToken = await demoToken(baseUrl);
  const restaurantId = restaurantOfToken(publicToken);
  const generated = await generateOrders(databaseUrl, restaurantId, orders);
  const owner = client(baseUrl, await managerToken(baseUrl, publicToken));
  await timeReport(owner, MONTH, 1);
  const year = await timeReport(owner, YEAR, samples);
  const month = await timeReport(owner, MONTH, samples);
  const csv: ReportsFigures['csv'] = [];
  for (const kind of ['orders', 'lines']) {
    const rssBefore = serverRssMb(options.serverPid ?? null);
    let rssPeak = rssBefore;
    const started = performance.now();
    const url = new URL(`/api/owner/reports/${kind}.csv`, baseUrl);
    for (const [key, value] of Object.entries({ restaurantId: String(restaurantId), ...YEAR })) url.searchParams.set(key, value);
    const response = await fetch(url, { headers: { authorization: `Bearer ${await managerToken(baseUrl, publicToken)}` } });
    if (!response.ok || !response.body) throw new Error(`the ${kind} export answered ${response.status}`);
    let bytes = 0;
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      const rss = serverRssMb(options.serverPid ?? null);
      if (rss !== null && rssPeak !== null) rssPeak = Math.max(rssPeak, rss);
    }
    csv.push({
      kind,
      ms: Math.round(performance.now() - started),
      bytes,
      serverRssGrowthMb: rssBefore === null || rssPeak === null ? null : Math.round(rssPeak - rssBefore),
    });
  }
  return { orders, lines: generated.lines, generateMs: generated.ms, year, month, csv };
}
