/**
 * Per-process cache of each restaurant's menu (categories, products, extras, packages), built once
 * per menu version. Entries are checked against restaurants.menu_version on every read, so an
 * import is seen at the next request even before its NOTIFY arrives (the NOTIFY only frees the
 * memory early). Live values (stock, basket quantities) are never cached.
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
