import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ManagerProduct } from '@tavola/domain/schemas/manager';
import type { DbOrTx } from '../../db/client.ts';
import { categories, products } from '../../db/schema/menu.ts';
import { notFound } from '../../http/errors.ts';

/** The restaurant's dishes in menu order, with their stock. */
export async function listStockProducts(db: DbOrTx, restaurantId: number): Promise<ManagerProduct[]> {
  return db
    .select({ id: products.id, name: products.name, category: categories.name, stock: products.stock })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.restaurantId, restaurantId), isNull(products.archivedAt), isNull(categories.archivedAt)))
    .orderBy(asc(categories.position), asc(products.position));
}

/**
 * One tap "sold out" (0), "back" (null) or a number left. The products' stock trigger tells every
 * server process's menu at once; the guests' next menu read shows it.
 */
export async function setProductStock(db: DbOrTx, restaurantId: number, productId: number, stock: number | null): Promise<ManagerProduct> {
  const [row] = await db
    .update(products)
    .set({ stock })
    .where(and(eq(products.restaurantId, restaurantId), eq(products.id, productId), isNull(products.archivedAt)))
    .returning({ id: products.id });
  if (!row) throw notFound('product_does_not_exists');
  const [product] = (await listStockProducts(db, restaurantId)).filter((candidate) => candidate.id === productId);
  return product!;
}
