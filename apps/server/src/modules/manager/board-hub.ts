import { managerBoardEventSchema, type ManagerBoardEvent } from '@tavola/domain/schemas/manager';
import type { Database, ListenOptions } from '../../db/client.ts';

/** The channel the orders trigger of migration 0005 notifies on every new or changed order. */
export const MANAGER_BOARD_CHANNEL = 'manager_board';

type Listener = (event: ManagerBoardEvent) => void;

/**
 * One LISTEN manager_board per server process, fanned out to that process's open boards by
 * restaurant. The trigger fires on commit in whichever process wrote the order, so a board held on
 * process A sees an order created through process B.
 */
export class BoardHub {
  private readonly listeners = new Map<number, Set<Listener>>();

  /**
   * `isOnline` tells whether a new order waits for an online payment: the trigger's `created` event
   * cannot say (its payment opens after the insert), and the board must not chime for it. Asked once
   * per new order and process, not per open board.
   */
  constructor(private readonly isOnline: (restaurantId: number, orderId: string) => Promise<boolean> = async () => false) {}

  async attach(database: Pick<Database, 'listen'>, options: ListenOptions = {}): Promise<() => Promise<void>> {
    return database.listen(MANAGER_BOARD_CHANNEL, (payload) => {
      const parsed = parseEvent(payload);
      if (!parsed) return;
      const { restaurantId, event } = parsed;
      if (!this.listeners.has(restaurantId)) return;
      if (event.kind !== 'created' || event.paymentStatus !== null) {
        this.deliver(restaurantId, event);
        return;
      }
      this.isOnline(restaurantId, event.orderId).then(
        (online) => this.deliver(restaurantId, { ...event, awaitingPayment: online }),
        () => this.deliver(restaurantId, event),
      );
    }, options);
  }

  private deliver(restaurantId: number, event: ManagerBoardEvent) {
    for (const listener of this.listeners.get(restaurantId) ?? []) listener(event);
  }

  subscribe(restaurantId: number, listener: Listener): () => void {
    let set = this.listeners.get(restaurantId);
    if (!set) {
      set = new Set();
      this.listeners.set(restaurantId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(restaurantId);
    };
  }

  /** Open boards of this process (metrics, tests). */
  get size(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}

function parseEvent(payload: string): { restaurantId: number; event: ManagerBoardEvent } | null {
  try {
    const value = JSON.parse(payload) as { restaurantId?: unknown };
    const event = managerBoardEventSchema.safeParse(value);
    if (typeof value.restaurantId !== 'number' || !event.success) return null;
    return { restaurantId: value.restaurantId, event: event.data };
  } catch {
    return null;
  }
}
