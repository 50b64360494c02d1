import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { basketLinePackageItems, basketLines, baskets } from '../../src/db/schema/basket.ts';
import { packageSteps, products } from '../../src/db/schema/menu.ts';
import type { TestApp } from '../support/test-app.ts';

/** Sunday 22 November 2026, 16:00 in Berlin: outside the demo's weekday aperitivo hour. */
export const SUNDAY_AFTERNOON = new Date('2026-11-22T15:00:00Z');

export async function getData(t: TestApp, url: string) {
  const response = await t.call({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

export async function categoryIdByName(t: TestApp, name: string, extra = false): Promise<number> {
  const list: { id: number; name: string }[] = await getData(t, `/api/restaurant/category${extra ? '?extra=1' : ''}`);
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

export async function productIdByKey(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.key, key));
  if (!row) throw new Error(`no product ${key}`);
  return row.id;
}

/** A basket with lines written straight into the tables (the basket module's API is not under test here). */
export async function basketWith(
  db: Db,
  restaurantId: number,
  lines: { product: string; quantity: number; components?: { step: string; product: string; quantity: number }[] }[],
): Promise<string> {
  const publicId = randomBytes(18).toString('base64url');
  const [basket] = await db.insert(baskets).values({ publicId, restaurantId }).returning({ id: baskets.id });
  for (const [index, line] of lines.entries()) {
    const productId = await productIdByKey(db, line.product);
    const [row] = await db
      .insert(basketLines)
      .values({ restaurantId, basketId: basket!.id, productId, quantity: line.quantity, mergeKey: `line-${index}` })
      .returning({ id: basketLines.id });
    for (const component of line.components ?? []) {
      const [step] = await db
        .select({ id: packageSteps.id })
        .from(packageSteps)
        .where(and(eq(packageSteps.restaurantId, restaurantId), eq(packageSteps.key, component.step)));
      await db.insert(basketLinePackageItems).values({
        restaurantId,
        basketLineId: row!.id,
        packageStepId: step!.id,
        productId: await productIdByKey(db, component.product),
        quantity: component.quantity,
      });
    }
  }
  return publicId;
}
