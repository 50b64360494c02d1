import type { Database, ListenOptions } from '../../db/client.ts';
import { ORDER_STATUS_CHANNEL, type OrderStatusEvent } from '../order/change-order-status.ts';

type Listener = (event: OrderStatusEvent) => void;

/**
 * One LISTEN order_status per server process, fanned out to the open status streams of that
 * process. changeOrderStatus NOTIFYs on commit, and Postgres delivers the notification to every
 * process listening, so a guest connected to process A hears a change made through process B.
 */
export class OrderStatusHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  async attach(database: Pick<Database, 'listen'>, options: ListenOptions = {}): Promise<() => Promise<void>> {
    return database.listen(ORDER_STATUS_CHANNEL, (payload) => {
      const event = parseEvent(payload);
      if (event) this.emit(event);
    }, options);
  }

  /** Hears the changes of one order of one restaurant; answers the unsubscribe function. */
  subscribe(restaurantId: number, orderId: string, listener: Listener): () => void {
    const key = keyOf(restaurantId, orderId);
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Open subscriptions, for tests and shutdown logs. */
  get size(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private emit(event: OrderStatusEvent): void {
    for (const listener of this.listeners.get(keyOf(event.restaurantId, event.orderId)) ?? []) listener(event);
  }
}

function keyOf(restaurantId: number, orderId: string): string {
  return `${restaurantId}:${orderId}`;
}

/** A payload another process wrote: anything malformed is ignored rather than trusted. */
function parseEvent(payload: string): OrderStatusEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<OrderStatusEvent>;
    if (typeof value.restaurantId !== 'number' || typeof value.orderId !== 'string' || typeof value.status !== 'string') {
      return null;
    }
    return value as OrderStatusEvent;
  } catch {
    return null;
  }
}
