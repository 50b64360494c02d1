import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * ANALYZE, after a restaurant was imported or the demo seeded, of the tables that hold rows (the
 * menu's): until autovacuum gets to them (a minute or more) the planner takes them for empty, and a
 * prepared statement planned then keeps that plan for its pooled connection — seen: a product looked
 * up by id through the (restaurant_id, category_id) index, walking the whole menu. Empty tables are
 * left unanalysed on purpose: analysed empty, baskets and orders would be read by sequential scans
 * in plans kept while they grow; never analysed, the planner assumes a few pages and uses their
 * indexes. A few milliseconds on a menu's tables.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`do $$
    declare
      t regclass;
      has_rows boolean;
    begin
      for t in select c.oid::regclass from pg_class c where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace loop
        execute format('select exists (select 1 from %s)', t) into has_rows;
        if has_rows then execute format('analyze %s', t); end if;
      end loop;
    end $$`);
}
