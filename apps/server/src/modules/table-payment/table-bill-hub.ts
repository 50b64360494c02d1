import type { TableBillSocketMessage } from '@tavola/domain/schemas/table-payment';
import type { Database, ListenOptions } from '../../db/client.ts';
import { TABLE_BILL_CHANNEL, type TableBillNotice } from './table-bill-notify.ts';

interface Subscriber {
  socketId: string;
  send: (message: TableBillSocketMessage) => void;
}

/**
 * One LISTEN table_bill per server process, passed to the sockets open on each bill. A guest's own
 * picks are not echoed back to the socket that sent them (its id travels in X-Socket-Id).
 */
export class TableBillHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();

  async attach(database: Pick<Database, 'listen'>, options: ListenOptions = {}): Promise<() => Promise<void>> {
    return database.listen(TABLE_BILL_CHANNEL, (payload) => {
      const notice = parseNotice(payload);
      if (!notice) return;
      for (const subscriber of this.subscribers.get(notice.tablePaymentId) ?? []) {
        if (notice.type === 'bill_changed')
          subscriber.send({ type: 'bill_changed', tablePaymentId: notice.tablePaymentId });
        else if (notice.socketId !== subscriber.socketId) {
          subscriber.send({
            type: 'picks',
            action: notice.action,
            socketId: notice.socketId,
            basketItems: notice.basketItems,
          });
        }
      }
    }, options);
  }

  subscribe(tablePaymentId: string, subscriber: Subscriber): () => void {
    let set = this.subscribers.get(tablePaymentId);
    if (!set) {
      set = new Set();
      this.subscribers.set(tablePaymentId, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(tablePaymentId);
    };
  }

  get size(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }
}

function parseNotice(payload: string): TableBillNotice | null {
  try {
    const value = JSON.parse(payload) as TableBillNotice;
    return typeof value?.tablePaymentId === 'string' ? value : null;
  } catch {
    return null;
  }
}
