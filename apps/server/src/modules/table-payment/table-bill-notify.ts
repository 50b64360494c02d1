import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Every process LISTENs here and passes the message to the sockets open on that bill. */
export const TABLE_BILL_CHANNEL = 'table_bill';

export type TableBillNotice =
  | { type: 'bill_changed'; tablePaymentId: string }
  | {
      type: 'picks';
      tablePaymentId: string;
      socketId: string;
      action: 'select' | 'unselect';
      basketItems: { orderLineId: number; unit: number }[];
    };

/** Inside a transaction the notice goes out on commit only, so nobody refetches before the change. */
export async function notifyTableBill(db: DbOrTx, notice: TableBillNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${TABLE_BILL_CHANNEL}, ${JSON.stringify(notice)})`);
}
