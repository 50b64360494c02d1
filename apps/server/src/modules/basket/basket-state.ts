import type { BasketStockLine } from '@tavola/domain/stock/basket-units';
import type { LineExtraInfo } from '@tavola/domain/schemas/basket';
import type { DbOrTx } from '../../db/client.ts';
import type { BasketRow } from './basket-repo.ts';
import { selectLineAttributeItems, selectLinePackageItems, selectLines } from './basket-lines-repo.ts';
import { findTable, findVoucher, type TableRow, type VoucherRow } from './restaurant-lookup-repo.ts';

type SelectedLine = Awaited<ReturnType<typeof selectLines>>[number];
export type LineProduct = SelectedLine['product'];

export interface LineAttributeItem {
  id: number;
  groupId: number;
  name: string;
  image: string | null;
  priceCents: number;
  quantity: number;
  archivedAt: Date | null;
}

export interface LinePackageItem {
  stepId: number;
  stepArchivedAt: Date | null;
  /** Per one package. */
  quantity: number;
  product: LineProduct;
}

export interface LineState {
  id: number;
  productId: number;
  quantity: number;
  mergeKey: string;
  extraInfo: LineExtraInfo | null;
  product: LineProduct;
  attributeItems: LineAttributeItem[];
  packageItems: LinePackageItem[];
}

/** A basket with everything its answer and its rules need, read in four queries. */
export interface BasketState {
  basket: BasketRow;
  lines: LineState[];
  voucher: VoucherRow | null;
  table: TableRow | null;
}

export async function loadBasketState(db: DbOrTx, basket: BasketRow): Promise<BasketState> {
  const restaurantId = basket.restaurantId;
  const selected = await selectLines(db, restaurantId, basket.id);
  const lineIds = selected.map((line) => line.id);
  // One after the other: inside a transaction they share one connection anyway.
  const attributeRows = await selectLineAttributeItems(db, restaurantId, lineIds);
  const packageRows = await selectLinePackageItems(db, restaurantId, lineIds);
  const voucher = basket.voucherId === null ? null : await findVoucher(db, restaurantId, basket.voucherId);
  const table = basket.tableId === null ? null : await findTable(db, restaurantId, basket.tableId);
  const lines = selected.map<LineState>((line) => ({
    ...line,
    attributeItems: attributeRows.filter((row) => row.lineId === line.id),
    packageItems: packageRows.filter((row) => row.lineId === line.id),
  }));
  return { basket, lines, voucher, table };
}

/** The basket as the stock rules see it: each line and, for packages, its components per package. */
export function stockLinesOf(lines: readonly LineState[]): BasketStockLine[] {
  return lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    components: line.packageItems.map((item) => ({ productId: item.product.id, quantity: item.quantity })),
  }));
}

export function unitsOf(lines: readonly LineState[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
