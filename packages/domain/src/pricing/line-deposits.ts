/**
 * The deposits one unit of a line carries: its own (a bottle) and those of package components (the
 * beer in "Pizza Night for Two"), each with its price and how many per unit. A line's total includes
 * them, so every screen and mail that shows a total lists them too; otherwise €36.90 × 1 = €36.98
 * looks like an error.
 */
export interface LineDeposit {
  name: string;
  /** One deposit, as a decimal amount. */
  price: number;
  /** Deposits of this kind per unit of the line. */
  count: number;
}

interface Depot {
  name: string;
  price: number;
}

export function lineDeposits(line: { depot: Depot | null; items: readonly { quantity: number; depot: Depot | null }[] }): LineDeposit[] {
  const deposits: LineDeposit[] = [];
  const add = (depot: Depot | null, count: number) => {
    if (!depot || count <= 0) return;
    const same = deposits.find((deposit) => deposit.name === depot.name && deposit.price === depot.price);
    if (same) same.count += count;
    else deposits.push({ name: depot.name, price: depot.price, count });
  };
  add(line.depot, 1);
  for (const item of line.items) add(item.depot, item.quantity);
  return deposits;
}
