import type { MessageCode } from '../messages/en.ts';
import { unitsInBasket, type BasketStockLine } from './basket-units.ts';

/** Stock as the spec defines it: null = unlimited, 0 = out of stock. */
export interface StockedProduct {
  id: number;
  name: string;
  stock: number | null;
}

export type StockFailure = {
  ok: false;
  code: Extract<MessageCode, 'product_out_of_stock' | 'product_only_n_available'>;
  /** Units still available (0 when out of stock): the {inStock} of the message. */
  inStock: number;
  name: string;
};

export type StockCheck = { ok: true } | StockFailure;

/** The add button is disabled outright at stock 0. */
export function isOutOfStock(stock: number | null): boolean {
  return stock !== null && stock <= 0;
}

/** Stock minus the units already in the basket, never below 0; null = unlimited. */
export function availableStock(
  product: Pick<StockedProduct, 'id' | 'stock'>,
  lines: readonly BasketStockLine[],
): number | null {
  if (product.stock === null) return null;
  return Math.max(0, product.stock - unitsInBasket(product.id, lines));
}

/**
 * Whether `requested` more units can go into the basket. To change a line's quantity rather than
 * add to it, pass the basket without that line and the new quantity.
 */
export function checkRequestedQuantity(
  product: StockedProduct,
  requested: number,
  lines: readonly BasketStockLine[],
): StockCheck {
  const available = availableStock(product, lines);
  if (available === null) return { ok: true };
  if (available <= 0) return { ok: false, code: 'product_out_of_stock', inStock: 0, name: product.name };
  if (requested > available) {
    return { ok: false, code: 'product_only_n_available', inStock: available, name: product.name };
  }
  return { ok: true };
}
