import type { OrderProduct } from '../schemas/order.ts';

interface OrderAgainCommon {
  name: string;
  productId: number;
  quantity: number;
  /** The guest's comment on the line (e.g. "no onions"), which is part of what they chose. */
  comment: string | null;
}

/** One basket call that puts an ordered line back: api/basket/add, or add-product-package-items for a package. */
export type OrderAgainLine =
  | (OrderAgainCommon & { kind: 'product'; attributeItems: { id: number; quantity: number }[] })
  | (OrderAgainCommon & {
      kind: 'package';
      productItems: { productId: number; productPackage: number; quantity: number }[];
    });

/** The comment kept in a line's extra_info JSON text; anything unreadable counts as none. */
function commentOf(extraInfo: string | null): string | null {
  let info: unknown;
  try {
    // String(null) is 'null', the JSON for nothing: no extra info reads like an empty one.
    info = JSON.parse(String(extraInfo));
  } catch {
    // Not JSON: info stays undefined, so no comment.
  }
  const comment = (info as { comment?: unknown } | null | undefined)?.comment;
  return typeof comment === 'string' && comment.trim() !== '' ? comment : null;
}

/**
 * "Order again": the basket calls that rebuild an order's lines with the same options. A line whose
 * dish was deleted from the menu since (productId null), or that has no quantity left, cannot come back
 * and is named in `gone`;
 * whether the others are still offered and in stock is the basket's own check when they are added.
 */
export function orderAgainLines(products: readonly OrderProduct[]): { lines: OrderAgainLine[]; gone: string[] } {
  const lines: OrderAgainLine[] = [];
  const gone: string[] = [];
  for (const product of products) {
    if (product.productId === null || product.quantity < 1) {
      gone.push(product.name);
      continue;
    }
    const common = {
      name: product.name,
      productId: product.productId,
      quantity: product.quantity,
      comment: commentOf(product.extra_info),
    };
    lines.push(
      product.is_package === 1
        ? {
            kind: 'package',
            ...common,
            productItems: product.items.map((item) => ({
              productId: item.productId,
              productPackage: item.productPackageId,
              quantity: item.quantity,
            })),
          }
        : {
            kind: 'product',
            ...common,
            attributeItems: product.attributeItems.map((item) => ({ id: item.id, quantity: item.quantity })),
          },
    );
  }
  return { lines, gone };
}
