import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { importRestaurant } from '../apps/server/src/modules/restaurant/import/import-restaurant.ts';
import { BACKFILL_ORDER_VAT_SQL } from '../apps/server/src/modules/reports/backfill-order-vat.ts';

/**
 * Issue 29: a host a year into service. Every figure is per restaurant, for all `restaurants` of the set
 * (the demo one included, so the restaurant the bench measures carries its share):
 * - the demo's menu imported again under another slug, prices varied by restaurant (−10 % … +10 %);
 * - `customersPer` registered customers;
 * - `ordersPer` orders over the past year (3 lines each, 70 % by a customer, 3 % rejected, half paid
 *   online), each with the basket it came from and its VAT split;
 * - `abandonedPer` baskets never ordered, as after a normal day: 95 % with a dish, their last change spread
 *   over the last 31 days (housekeeping keeps 30), 5 % empty from the last two days (kept one).
 * Rows are written by INSERT … SELECT, not through the API (that would take days and measure something
 * else). Repeatable: every choice is arithmetic on the row number and SEED, no random().
 */
export interface ScaleShape {
  restaurants: number;
  customersPer: number;
  ordersPer: number;
  abandonedPer: number;
}

export const FULL_SCALE: ScaleShape = { restaurants: 100, customersPer: 2_000, ordersPer: 10_000, abandonedPer: 20_000 };

const SEED = 29;
const DEMO_FILE = path.resolve(import.meta.dirname, '../data/demo/restaurant.json');

export interface GeneratedScale {
  shape: ScaleShape;
  rows: Record<string, number>;
  ms: Record<string, number>;
  totalMs: number;
}

export async function generateScale(databaseUrl: string, demoRestaurantId: number, shape: ScaleShape): Promise<GeneratedScale> {
  const ms: Record<string, number> = {};
  const started = performance.now();
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    const result = await run();
    ms[name] = Math.round(performance.now() - at);
    return result;
  };
  await step('restaurants (import)', () => importVariants(databaseUrl, shape.restaurants - 1));

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // The rows are consistent by construction: skip the per-row foreign-key and webhook triggers, as a
    // restore does (pg_restore --disable-triggers); a year of history has no webhook events to send.
    await db.query("set session_replication_role = 'replica'");
    // Lines of the set's restaurants pick from their own dishes: the n-th plain product of each.
    await db.query(`create temp table scale_restaurants as
      select id, row_number() over (order by id) as k from restaurants where id = $1 or slug like 'scale-%'`, [demoRestaurantId]);
    await db.query(`create temp table scale_products as
      select restaurant_id, id, name, price_cents, row_number() over (partition by restaurant_id order by id) - 1 as n
      from products where restaurant_id in (select id from scale_restaurants) and price_cents > 0`);
    await db.query('create index on scale_products (restaurant_id, n)');
    await db.query('create temp table scale_menus as select restaurant_id, count(*) as dishes from scale_products group by 1');
    await db.query('analyze scale_restaurants; analyze scale_products; analyze scale_menus');
    await step('customers', () =>
      db.query(
        `insert into users (restaurant_id, email, password_hash, name, lang, created_at)
         select r.id, 'guest-' || i || '@scale.example', 'not-a-password', 'Guest ' || i, 'de',
           now() - ((i * 7919 + $2) % 365) * interval '1 day'
         from scale_restaurants r cross join generate_series(1, $1) as i`,
        [shape.customersPer, SEED],
      ),
    );
    await db.query(`create temp table scale_customers as
      select restaurant_id, id, row_number() over (partition by restaurant_id order by id) as n
      from users where email like '%@scale.example'`);
    await db.query('create index on scale_customers (restaurant_id, n); analyze scale_customers');
    await step('order baskets', () =>
      db.query(
        `insert into baskets (public_id, restaurant_id, delivery_type_id, ordered_at, created_at, updated_at)
         select 'scale-order-' || r.k || '-' || i, r.id, 1 + (i + $2) % 3, t.at, t.at, t.at
         from scale_restaurants r cross join generate_series(1, $1) as i
         cross join lateral (select now() - interval '1 day' - ((i * 31337 + r.k * 97 + $2) % $1)::float8 / $1 * interval '364 days' as at) t`,
        [shape.ordersPer, SEED],
      ),
    );
    await step('orders', () =>
      db.query(
        `insert into orders (public_id, restaurant_id, number, basket_id, customer_id, status, delivery_type_id, payment_type,
           is_online_payment, payment_provider, payment_id, payment_status, subtotal_cents, depot_cents, discount_cents,
           shipping_cents, shipping_vat_rate_bp, tip_cents, total_cents, currency, lang, created_at, updated_at)
         select b.public_id, b.restaurant_id, 1000000 + s.i, b.id,
           case when s.i % 10 < 7 then c.id end,
           case when s.i % 33 = 0 then 'rejected' else 'delivered' end,
           b.delivery_type_id,
           case when s.i % 2 = 0 then 'mollie' else 'cash' end, s.i % 2 = 0,
           case when s.i % 2 = 0 then 'mollie' end, case when s.i % 2 = 0 then 'tr_scale_' || b.id end,
           case when s.i % 2 = 0 then 'paid' end,
           g.goods, 0, 0, f.shipping, 700, f.tip, g.goods + f.shipping + f.tip, 'EUR', 'de', b.created_at, b.created_at
         from baskets b cross join lateral (select split_part(b.public_id, '-', 4)::int as i) s
         join scale_customers c on c.restaurant_id = b.restaurant_id and c.n = 1 + (s.i * 104729 + $2) % $1
         join scale_menus m on m.restaurant_id = b.restaurant_id
         cross join lateral (select case when b.delivery_type_id = 1 then 350 else 0 end as shipping,
           case when s.i % 5 = 0 then 150 else 0 end as tip) f
         -- the goods of the three lines the next step writes (the same choice of dish and quantity)
         cross join lateral (select sum(p.price_cents * (1 + (1000000 + s.i + l.position) % 2)) as goods
           from (values (0), (1), (2)) as l(position)
           join scale_products p on p.restaurant_id = b.restaurant_id and p.n = ((1000000 + s.i) * 3 + l.position * 7 + $2) % m.dishes) g
         where b.public_id like 'scale-order-%'`,
        [shape.customersPer, SEED],
      ),
    );
    await step('order lines', () =>
      db.query(
        `insert into order_lines (restaurant_id, order_id, product_id, name, vat_rate_bp, quantity, unit_cents, depot_unit_cents,
           total_cents, is_package, attribute_items, package_items, position)
         select o.restaurant_id, o.id, p.id, p.name, case when l.position = 2 then 1900 else 700 end, 1 + (o.number + l.position) % 2,
           p.price_cents, 0, p.price_cents * (1 + (o.number + l.position) % 2), false, '[]', '[]', l.position
         from orders o
         cross join (values (0), (1), (2)) as l(position)
         join scale_menus m on m.restaurant_id = o.restaurant_id
         join scale_products p on p.restaurant_id = o.restaurant_id
           and p.n = (o.number * 3 + l.position * 7 + $1) % m.dishes
         where o.public_id like 'scale-order-%'`,
        [SEED],
      ),
    );
    await step('VAT splits', () => db.query(BACKFILL_ORDER_VAT_SQL));
    await step('abandoned baskets', () =>
      db.query(
        `insert into baskets (public_id, restaurant_id, delivery_type_id, created_at, updated_at)
         select 'scale-left-' || r.k || '-' || i, r.id, case when i % 4 = 0 then null else 1 + i % 3 end, t.at, t.at
         from scale_restaurants r cross join generate_series(1, $1) as i
         cross join lateral (select case when i % 20 = 0
             then now() - ((i * 7 + $2) % 48) * interval '1 hour'
             else now() - ((i * 7919 + r.k + $2) % $1)::float8 / $1 * interval '31 days' end as at) t`,
        [shape.abandonedPer, SEED],
      ),
    );
    await step('abandoned basket lines', () =>
      db.query(
        `insert into basket_lines (restaurant_id, basket_id, product_id, quantity, merge_key, created_at)
         select b.restaurant_id, b.id, p.id, 1, p.id::text, b.updated_at
         from baskets b
         cross join lateral (select split_part(b.public_id, '-', 4)::int as i) s
         join scale_menus m on m.restaurant_id = b.restaurant_id
         join scale_products p on p.restaurant_id = b.restaurant_id and p.n = (s.i * 13 + $1) % m.dishes
         where b.public_id like 'scale-left-%' and s.i % 20 <> 0`,
        [SEED],
      ),
    );
    // As after a normal day: the nightly autovacuum has analysed what the day wrote.
    await step('analyse', () => db.query('vacuum analyze'));
    const rows: Record<string, number> = {};
    for (const table of ['restaurants', 'products', 'users', 'baskets', 'basket_lines', 'orders', 'order_lines', 'order_vat_rates']) {
      rows[table] = Number((await db.query(`select count(*) as n from ${table}`)).rows[0].n);
    }
    return { shape, rows, ms, totalMs: Math.round(performance.now() - started) };
  } finally {
    await db.end();
  }
}

/** The demo's file under `count` other slugs and names, its prices varied per restaurant. */
async function importVariants(databaseUrl: string, count: number): Promise<void> {
  const demo = JSON.parse(readFileSync(DEMO_FILE, 'utf8'));
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'tavola-scale-uploads-'));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    for (let k = 1; k <= count; k++) {
      const file = structuredClone(demo);
      const label = String(k).padStart(2, '0');
      file.restaurant.slug = `scale-${label}`;
      file.restaurant.name = `${demo.restaurant.name} ${label}`;
      file.restaurant.publicClient = { clientId: `scale-client-${label}`, clientSecret: `scale-secret-${label}-${SEED}` };
      const factor = 0.9 + ((k * 7 + SEED) % 21) / 100;
      for (const product of file.products ?? []) varyPrices(product, factor);
      const outcome = await importRestaurant(database.db, file, { sourceDir: path.dirname(DEMO_FILE), uploadsDir });
      if (!outcome.ok) throw new Error(`scale-${label}: ${JSON.stringify(outcome.errors.slice(0, 3))}`);
    }
  } finally {
    await database.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

function varyPrices(node: unknown, factor: number): void {
  if (Array.isArray(node)) return node.forEach((item) => varyPrices(item, factor));
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'price' && typeof value === 'number' && value > 0) record[key] = Math.round(value * factor * 10) / 10;
    else varyPrices(value, factor);
  }
}
