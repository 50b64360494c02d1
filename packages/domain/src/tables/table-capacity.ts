/** The guests at a table as the basket's extra_info.table_capacity holds them. */
export interface TableCapacity {
  adults: number;
  children: number;
}

/** Spec ordering-flow §4: a capacity counts when adults plus children is at least one. */
export function isTableCapacityValid(capacity: Partial<TableCapacity> | null | undefined): capacity is TableCapacity {
  if (!capacity) return false;
  const { adults, children = 0 } = capacity;
  return (
    Number.isInteger(adults) &&
    Number.isInteger(children) &&
    (adults as number) >= 0 &&
    children >= 0 &&
    (adults as number) + children >= 1
  );
}

export interface TableCapacityContext {
  /** Restaurant info has_person_on_table. */
  hasPersonOnTable: boolean;
  /** The basket has a table. */
  hasTable: boolean;
  capacity: Partial<TableCapacity> | null | undefined;
  /** The day ('YYYY-MM-DD') this basket's capacity was entered, as the storefront stored it; null when never. */
  enteredOn: string | null;
  /** Today on the restaurant's clock ('YYYY-MM-DD'). */
  today: string;
}

/**
 * Spec ordering-flow §4: ask for the table capacity when the restaurant counts persons on tables,
 * a table is set, and the capacity is missing, invalid or was not entered today.
 */
export function needsTableCapacity(context: TableCapacityContext): boolean {
  if (!context.hasPersonOnTable || !context.hasTable) return false;
  return !isTableCapacityValid(context.capacity) || context.enteredOn !== context.today;
}
