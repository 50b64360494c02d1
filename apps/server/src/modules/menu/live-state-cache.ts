import type { LiveMenuState } from './menu-repo.ts';

/** NOTIFY channel of the products_stock_changed trigger (migration 0001): payload = restaurant id. */
export const MENU_STOCK_CHANNEL = 'menu_stock_changed';

/**
 * Entries are dropped when the restaurant changes (import: restaurant_changed) or its stock changes
 * (trigger: menu_stock_changed), so reads need no query at all. The age limit is only a safety net
 * for a notification lost while a PostgreSQL listener reconnects.
 */
export const LIVE_STATE_MAX_AGE_MS = 10_000;

export class LiveStateCache {
  private readonly entries = new Map<number, { loadedAt: number; value: Promise<LiveMenuState | null> }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(restaurantId: number, load: () => Promise<LiveMenuState | null>): Promise<LiveMenuState | null> {
    const entry = this.entries.get(restaurantId);
    if (entry && this.now() - entry.loadedAt < LIVE_STATE_MAX_AGE_MS) return entry.value;
    const value = load();
    this.entries.set(restaurantId, { loadedAt: this.now(), value });
    const forget = () => {
      if (this.entries.get(restaurantId)?.value === value) this.entries.delete(restaurantId);
    };
    // an unknown restaurant or a failed query is asked again next time
    value.then((state) => state ?? forget(), forget);
    return value;
  }

  invalidate(restaurantId: number): void {
    this.entries.delete(restaurantId);
  }
}
