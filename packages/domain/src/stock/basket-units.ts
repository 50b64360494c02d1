/**
 * What the basket already holds, as far as stock is concerned. A package line consumes its
 * components: each component's count per package times the package quantity.
 */
export interface BasketStockLine {
  productId: number;
  quantity: number;
  /** Components of a package line; quantity is per one package. */
  components?: readonly { productId: number; quantity: number }[];
}

/** Units of a product the basket holds, on its own lines and inside packages. */
export function unitsInBasket(productId: number, lines: readonly BasketStockLine[]): number {
  let units = 0;
  for (const line of lines) {
    if (line.productId === productId) units += line.quantity;
    // Stryker disable next-line ArrayDeclaration: equivalent — a component that is not an object names no product.
    for (const component of line.components ?? []) {
      if (component.productId === productId) units += component.quantity * line.quantity;
    }
  }
  return units;
}
