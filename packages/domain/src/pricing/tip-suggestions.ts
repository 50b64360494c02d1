/** The tip choices offered besides 'No tip' and 'Other' when the owner set none: shares of the subtotal. */
export const TIP_PERCENTAGES = [5, 10, 15] as const;

/**
 * Suggested tips for a subtotal (decimal amounts): 5, 10 and 15 % rounded to 10 cents, at least
 * 0.50, without repeats (small baskets would otherwise show the same amount twice). `percent` is the
 * share the amount really is of the subtotal, rounded to a whole percent: on a 6.90 basket the 0.50
 * floor is 7 %, and a chip must not claim 5 % for it.
 */
export function tipSuggestions(
  subtotal: number,
  percentages: readonly number[] = TIP_PERCENTAGES,
): { percent: number; amount: number }[] {
  const seen = new Set<number>();
  const suggestions: { percent: number; amount: number }[] = [];
  for (const share of percentages) {
    const tenCents = Math.max(5, Math.round((subtotal * share) / 10));
    if (seen.has(tenCents)) continue;
    seen.add(tenCents);
    const percent = subtotal > 0 ? Math.round(((tenCents * 10) / Math.round(subtotal * 100)) * 100) : share;
    suggestions.push({ percent, amount: tenCents / 10 });
  }
  return suggestions;
}
