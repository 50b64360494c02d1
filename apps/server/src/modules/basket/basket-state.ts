import type { BasketStockLine } from '@tavola/domain/stock/basket-units';
import type { LineExtraInfo } from '@tavola/domain/schemas/basket';
import type { MenuTranslations } from '@tavola/domain/schemas/menu-translations';
import type { BasketRow } from './basket-repo.ts';
import type { HappyHourRow } from './menu-lookup-repo.ts';
import type { TableRow, VoucherRow } from './restaurant-lookup-repo.ts';

/** A line's product as the rules need it; prices always from the menu tables. */
export interface LineProduct {
  id: number;
  name: string;
  /** Names per storefront language (the guest's order keeps the name in their language). */
  translations: MenuTranslations;
  /** The VAT rate it sells at: its own, else its category's, else the restaurant's (basis points); null: no VAT declared. */
  vatRateBp: number | null;
  image: string | null;
  priceCents: number;
  stock: number | null;
  depotName: string | null;
  depotPriceCents: number | null;
  isPackage: boolean;
  categoryId: number;
  additionalInfoConfig: { name: boolean; date: boolean };
  archivedAt: Date | null;
  /** Empty: for every delivery type; otherwise only for these (1 delivery, 2 pickup, 3 here). */
  deliveryTypeIds: number[];
  /** Empty: always on offer; otherwise only inside these windows (restaurant-local). */
  happyHours: HappyHourRow[];
}

export interface LineAttributeItem {
  id: number;
  groupId: number;
  name: string;
  /** Absent where a change built the item from the offered product (its answer then names it in the restaurant's language). */
  translations?: MenuTranslations;
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

/** A basket with everything its answer and its rules need (read in one statement: basket-state-repo.ts). */
export interface BasketState {
  basket: BasketRow;
  lines: LineState[];
  voucher: VoucherRow | null;
  table: TableRow | null;
  /** The public id of the order this basket became, if it did. */
  orderId?: string | null;
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

/** A line's product in the shape the domain's happy-hour rule takes. */
export function offeredProductOf(product: LineProduct) {
  return { windows: product.happyHours, datedByGuest: product.additionalInfoConfig.date };
}
