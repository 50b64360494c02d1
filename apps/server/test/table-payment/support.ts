import { and, eq } from 'drizzle-orm';
import { restaurantTables } from '../../src/db/schema/restaurant.ts';
import { tableBillShares } from '../../src/db/schema/table-bill.ts';
import type { OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import type { TestApp } from '../support/test-app.ts';

/** Tables' codes (as their printed QR links carry them) by id, as tableIdOf found them. */
const tableCodes = new Map<number, string>();

/** The table's id; remembers its code for the guests below, who sit down with it. */
export async function tableIdOf(t: TestApp, restaurantId: number, key: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: restaurantTables.id, code: restaurantTables.qrCode })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, restaurantId), eq(restaurantTables.key, key)));
  if (!row) throw new Error(`no table ${key}`);
  if (row.code) tableCodes.set(row.id, row.code);
  return row.id;
}

export function tableCodeOf(tableId: number): string {
  const code = tableCodes.get(tableId);
  if (!code) throw new Error(`no code of table ${tableId} (ask tableIdOf first)`);
  return code;
}

/** A guest who scanned the table's QR code: an eat-here basket seated at the table with its code. */
export async function guestAtTable(kit: OrderingKit, tableId: number): Promise<string> {
  const basketId = await kit.createBasket({ deliveryType: 'here' });
  const set = await kit.post('/api/basket/set-table', { basketId, table: tableCodeOf(tableId), qrcode: true });
  if (set.statusCode !== 200) throw new Error(`set-table: ${JSON.stringify(set.body)}`);
  return basketId;
}

/** An eat-here order at the table, paid at the end of the meal. */
export async function orderAtTable(kit: OrderingKit, tableId: number, lines: [string, number][]): Promise<string> {
  const basketId = await checkoutBasket(kit, { type: 'here', lines });
  const set = await kit.post('/api/basket/set-table', { basketId, table: tableCodeOf(tableId) });
  if (set.statusCode !== 200) throw new Error(`set-table: ${JSON.stringify(set.body)}`);
  const created = await kit.post('/api/order/create-order', { basketId, paymentType: 'payAtEnd' });
  if (created.statusCode !== 201) throw new Error(`create-order: ${JSON.stringify(created.body)}`);
  return created.body.data.orderId as string;
}

/** The provider payment id of a share (the test provider's `tp_…`). */
export async function providerPaymentIdOf(t: TestApp, shareId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: tableBillShares.providerPaymentId })
    .from(tableBillShares)
    .where(eq(tableBillShares.publicId, shareId));
  if (!row?.id) throw new Error(`share ${shareId} has no payment`);
  return row.id;
}
