import type { AppDeps } from '../../app.ts';
import type { LiveContext } from './menu-answers.ts';
import { basketStockLines } from './basket-units-repo.ts';
import { MenuCache } from './menu-cache.ts';
import { loadLiveMenuState, loadMenuRows } from './menu-repo.ts';
import { buildMenuSnapshot, type MenuSnapshot } from './menu-snapshot.ts';
import { deliveryInstant } from './query-params.ts';

export interface MenuRead {
  snapshot: MenuSnapshot;
  live: LiveContext;
}

export interface MenuReadOptions {
  /** The guest's delivery_time, 'YYYY-MM-DD HH:MM' restaurant-local; absent = now. */
  deliveryTime?: string;
  /** The basket's public id, for `quantity`. */
  basketId?: string;
}

/**
 * Reads a restaurant's menu: the cached snapshot of its current version plus the live parts.
 * Two small queries per request (version and stock in one, the basket in the other when given).
 */
export class MenuService {
  private readonly cache = new MenuCache<MenuSnapshot>();

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'restaurantChanges'>) {
    // The version check already keeps answers right; the NOTIFY only frees memory early.
    deps.restaurantChanges.onChange((restaurantId) => this.cache.invalidate(restaurantId));
  }

  /** Null when the restaurant does not exist. */
  async read(restaurantId: number, options: MenuReadOptions = {}): Promise<MenuRead | null> {
    const { db } = this.deps;
    const state = await loadLiveMenuState(db, restaurantId);
    if (!state) return null;
    const at = deliveryInstant(options.deliveryTime, state.timeZone, this.deps.clock());
    const [snapshot, basket] = await Promise.all([
      this.cache.get(restaurantId, state.menuVersion, async () =>
        buildMenuSnapshot(state.menuVersion, await loadMenuRows(db, restaurantId)),
      ),
      options.basketId ? basketStockLines(db, restaurantId, options.basketId) : Promise.resolve([]),
    ]);
    return { snapshot, live: { stock: state.stock, at, timeZone: state.timeZone, basket } };
  }
}
