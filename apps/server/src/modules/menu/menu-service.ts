import type { AppDeps } from '../../app.ts';
import { DraftPreviews } from '../menu-editor/menu-preview.ts';
import type { LiveContext } from './menu-answers.ts';
import { basketStockLines } from './basket-units-repo.ts';
import { LiveStateCache, MENU_STOCK_CHANNEL } from './live-state-cache.ts';
import { MenuCache } from './menu-cache.ts';
import { loadLiveMenuState, loadMenuRows } from './menu-repo.ts';
import { LocalisedMenus, type MenuSnapshot } from './menu-snapshot.ts';
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
  /** The language the guest asked for (request's `lang` or Accept-Language); absent or null: the restaurant's. */
  lang?: string | null;
  /** An owner's preview: the draft's menu instead of the live one (decision 080). */
  draft?: () => Promise<LocalisedMenus>;
}

/**
 * Reads a restaurant's menu: the snapshot of its current version plus the live parts (stock, and
 * the basket's units when a basket is named). Snapshot, version and stock are cached per restaurant
 * and dropped on NOTIFY, so a menu read without a basket runs no query. Names and descriptions come
 * in the guest's language (a snapshot per language, see LocalisedMenus).
 */
export class MenuService {
  private readonly cache = new MenuCache<LocalisedMenus>();
  private readonly liveStates = new LiveStateCache();
  /** Owners' previews of their drafts (decision 080). */
  readonly previews: DraftPreviews;
  /** Who keeps something made from this menu (the storefront's rendered pages): told when it changes. */
  private readonly changeListeners = new Set<(restaurantId: number) => void>();

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'database' | 'clock' | 'restaurantChanges'>) {
    this.previews = new DraftPreviews(deps.db);
    deps.restaurantChanges.onChange((restaurantId) => {
      // Every restaurant (a resync): these caches let nothing live longer than LIVE_STATE_MAX_AGE_MS anyway.
      if (restaurantId === undefined) return;
      this.liveStates.invalidate(restaurantId);
      this.cache.invalidate(restaurantId);
      this.tellChanged(restaurantId);
    });
  }

  /** Calls `listener` with the restaurant's id whenever its menu, settings or stock change (any process). */
  onChange(listener: (restaurantId: number) => void): void {
    this.changeListeners.add(listener);
  }

  private tellChanged(restaurantId: number): void {
    for (const listener of this.changeListeners) listener(restaurantId);
  }

  /**
   * Subscribes to stock changes; resolves to the unsubscribe function. No resync hook: a change missed
   * while the database listener was down is read within LIVE_STATE_MAX_AGE_MS anyway.
   */
  async listen(): Promise<() => Promise<void>> {
    return this.deps.database.listen(MENU_STOCK_CHANNEL, (payload) => {
      const restaurantId = Number(payload);
      if (!Number.isInteger(restaurantId)) return;
      this.liveStates.invalidate(restaurantId);
      this.tellChanged(restaurantId);
    });
  }

  /** Null when the restaurant does not exist. */
  async read(restaurantId: number, options: MenuReadOptions = {}): Promise<MenuRead | null> {
    const { db } = this.deps;
    const state = await this.liveStates.get(restaurantId, () => loadLiveMenuState(db, restaurantId));
    if (!state) return null;
    const at = deliveryInstant(options.deliveryTime, state.timeZone, this.deps.clock());
    const [menus, basket] = await Promise.all([
      options.draft
        ? options.draft()
        : this.cache.get(restaurantId, state.menuVersion, async () =>
            new LocalisedMenus(state.menuVersion, await loadMenuRows(db, restaurantId)),
          ),
      options.basketId ? basketStockLines(db, restaurantId, options.basketId) : Promise.resolve([]),
    ]);
    const snapshot = menus.in(options.lang ?? null);
    return { snapshot, live: { stock: state.stock, at, timeZone: state.timeZone, basket, breaks: state.breaks } };
  }
}
