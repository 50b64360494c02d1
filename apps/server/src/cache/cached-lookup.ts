/**
 * A per-restaurant memo of an async lookup; concurrent misses share one query.
 * Entries live until the restaurant changes (see RestaurantChanges).
 */
export class PerRestaurantCache<T> {
  private readonly entries = new Map<number, Promise<T>>();

  constructor(private readonly load: (restaurantId: number) => Promise<T>) {}

  get(restaurantId: number): Promise<T> {
    let entry = this.entries.get(restaurantId);
    if (!entry) {
      entry = this.load(restaurantId);
      this.entries.set(restaurantId, entry);
      // A failed load must not stay cached.
      entry.catch(() => this.entries.delete(restaurantId));
    }
    return entry;
  }

  invalidate(restaurantId?: number): void {
    if (restaurantId === undefined) this.entries.clear();
    else this.entries.delete(restaurantId);
  }
}
