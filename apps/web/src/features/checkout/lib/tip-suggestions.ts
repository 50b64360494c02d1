/** The tip choices offered besides 'No tip' and 'Other': shares of the subtotal. */
export const TIP_PERCENTAGES = [5, 10, 15] as const;

/**
 * Suggested tips for a subtotal (decimal amounts): each share rounded to 10 cents, at least 0.50,
 * without repeats (small baskets would otherwise show the same amount twice).
 */
export function tipSuggestions(subtotal: number): { percent: number; amount: number }[] {
  const seen = new Set<number>();
  const suggestions: { percent: number; amount: number }[] = [];
  for (const percent of TIP_PERCENTAGES) {
    const tenCents = Math.max(5, Math.round((subtotal * percent) / 10));
    if (seen.has(tenCents)) continue;
    seen.add(tenCents);
    suggestions.push({ percent, amount: tenCents / 10 });
  }
  return suggestions;
}
