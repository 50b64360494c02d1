import { MIN_QUANTITY } from '../limits.ts';

/** Spec §5: a quantity is parsed as an integer and becomes 1 when missing or below 1. */
export function normalizeQuantity(value: unknown): number {
  const parsed =
    // Stryker disable next-line MethodExpression: equivalent — parseInt skips leading spaces itself; trim says so plainly.
    typeof value === 'number' ? Math.trunc(value) : typeof value === 'string' ? Number.parseInt(value.trim(), 10) : NaN;
  // Stryker disable next-line EqualityOperator: equivalent — at exactly the minimum both branches answer the minimum.
  if (!Number.isSafeInteger(parsed) || parsed < MIN_QUANTITY) return MIN_QUANTITY;
  return parsed;
}
