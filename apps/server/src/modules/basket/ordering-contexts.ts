import type { FastifyInstance } from 'fastify';
import { PerRestaurantCache } from '../../cache/cached-lookup.ts';
import { notFound } from '../../http/errors.ts';
import { buildOrderingContext, type OrderingContext } from './ordering-context.ts';
import { loadOrderingRows } from './ordering-context-repo.ts';

/**
 * Ordering settings change rarely (import, manager) but are read by every basket call, so each
 * process keeps them per restaurant until RestaurantChanges announces a change.
 */
export interface OrderingContexts {
  get(restaurantId: number): Promise<OrderingContext>;
  invalidate(restaurantId?: number): void;
}

export function createOrderingContexts(app: FastifyInstance): OrderingContexts {
  const cache = new PerRestaurantCache(async (restaurantId) => {
    const rows = await loadOrderingRows(app.deps.db, restaurantId);
    return rows ? buildOrderingContext(rows, app.deps.clock()) : null;
  });
  const unsubscribe = app.deps.restaurantChanges.onChange((id) => cache.invalidate(id));
  app.addHook('onClose', async () => unsubscribe());
  return {
    async get(restaurantId) {
      let context = await cache.get(restaurantId);
      // A pause or busy time that just ended: every process rebuilds on its own, no announcement needed.
      if (context?.staleAt && app.deps.clock() >= context.staleAt) {
        cache.invalidate(restaurantId);
        context = await cache.get(restaurantId);
      }
      if (!context) {
        cache.invalidate(restaurantId);
        throw notFound('restaurant_does_not_exists');
      }
      return context;
    },
    invalidate: (restaurantId) => cache.invalidate(restaurantId),
  };
}
