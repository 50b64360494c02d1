import { MIN_QUANTITY } from '../limits.ts';

/** Spec §5: a quantity is parsed as an integer and becomes 1 when missing or below 1. */
export function normalizeQuantity(value: unknown): number {
  const parsed =
    typeof value === 'number' ? Math.trunc(value) : typeof value === 'string' ? Number.parseInt(value.trim(), 10) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < MIN_QUANTITY) return MIN_QUANTITY;
  return parsed;
}
