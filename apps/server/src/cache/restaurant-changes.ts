import type { Database } from '../db/client.ts';

/**
 * Per-process caches of restaurant data (menu, language) are cleared when a restaurant changes.
 * The change is announced through Postgres NOTIFY, so every server process behind a load balancer —
 * and a change made by `npm run import` from another process — clears its caches too.
 */
export const RESTAURANT_CHANGED_CHANNEL = 'restaurant_changed';

/** Hears a restaurant's id, or undefined for "any restaurant may have changed". */
type Listener = (restaurantId?: number) => void;

export class RestaurantChanges {
  private readonly listeners = new Set<Listener>();

  /**
   * Subscribes this process to the NOTIFY channel. A change announced while the database listener was
   * down is never heard, and some caches keep an entry until told: they are all cleared then.
   */
  async attach(database: Database): Promise<() => Promise<void>> {
    return database.listen(
      RESTAURANT_CHANGED_CHANNEL,
      (payload) => {
        const id = Number(payload);
        if (Number.isInteger(id)) this.emitLocal(id);
      },
      { onResync: () => this.emitLocal(undefined) },
    );
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Announces a change to every process, this one included (NOTIFY loops back to the sender too). */
  async announce(database: Database, restaurantId: number): Promise<void> {
    this.emitLocal(restaurantId);
    await database.notify(RESTAURANT_CHANGED_CHANNEL, String(restaurantId));
  }

  /**
   * Clears this process's caches at once, for a change whose NOTIFY went out with its transaction:
   * the NOTIFY reaches this process's listener a moment later, and the owner who just published must
   * not read the old menu in that moment.
   */
  changedHere(restaurantId: number): void {
    this.emitLocal(restaurantId);
  }

  private emitLocal(restaurantId: number | undefined) {
    for (const listener of this.listeners) listener(restaurantId);
  }
}
