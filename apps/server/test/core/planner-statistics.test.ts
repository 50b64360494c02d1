import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPlannerStatistics } from '../../src/db/planner-statistics.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('planner statistics after an import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowEstimates = async () => {
    const result = await t.database.db.execute(
      sql`select relname, reltuples from pg_class where relname in ('products', 'categories', 'baskets', 'orders')`,
    );
    const rows = (result as unknown as { rows: { relname: string; reltuples: number }[] }).rows;
    return Object.fromEntries(rows.map((row) => [row.relname, Number(row.reltuples)]));
  };

  it('analyses the tables the menu filled and leaves the empty ones to their index-friendly default', async () => {
    await refreshPlannerStatistics(t.database.db);
    const estimates = await rowEstimates();
    const products = await t.database.db.execute(sql`select count(*)::int as n from products`);
    expect(estimates.products).toBe((products as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(estimates.categories).toBeGreaterThan(0);
    // Never analysed (-1): the planner assumes a few pages and uses the indexes as the table grows.
    expect(estimates.baskets).toBe(-1);
    expect(estimates.orders).toBe(-1);
  });
});
