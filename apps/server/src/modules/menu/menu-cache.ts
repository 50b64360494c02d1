/**
 * Per-process cache of each restaurant's menu (categories, products, extras, packages), built once
 * per menu version (restaurants.menu_version, bumped by every import). The version a read asks for
 * comes from the live state (see LiveStateCache), which an import's NOTIFY drops; stock and basket
 * units are never part of this cache.
 */
export class MenuCache<T> {
  private readonly entries = new Map<number, { version: number; value: Promise<T> }>();

  /** The cached value for this version, or the one `build` makes (built once even under concurrent reads). */
  get(restaurantId: number, version: number, build: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(restaurantId);
    if (entry && entry.version === version) return entry.value;
    const value = build();
    this.entries.set(restaurantId, { version, value });
    // a failed build must not stay cached
    value.catch(() => {
      if (this.entries.get(restaurantId)?.value === value) this.entries.delete(restaurantId);
    });
    return value;
  }

  invalidate(restaurantId: number): void {
    this.entries.delete(restaurantId);
  }
}
