import type { MessageCode } from '../messages/en.ts';
import { TIP_MAX_AMOUNT } from '../schemas/basket.ts';
import { amountToCents } from './money.ts';

export type TipParse = { ok: true; cents: number } | { ok: false; code: Extract<MessageCode, 'tip_invalid'> };

/** The largest tip in cents: TIP_MAX_AMOUNT, and never more than the dishes' own subtotal. */
export function tipMaxCents(subtotalCents: number): number {
  return Math.min(TIP_MAX_AMOUNT * 100, Math.max(0, subtotalCents));
}

/** A tip as entered (12.5 or '12.50'): numeric, at most two decimals, above 0 (no tip is removed, not added). */
export function parseTip(value: number | string): TipParse {
  const cents = amountToCents(value);
  // Stryker disable next-line ConditionalExpression: equivalent — `null <= 0` is true, so no amount is refused here too; the check is TypeScript's narrowing.
  if (cents === null || cents <= 0) return { ok: false, code: 'tip_invalid' };
  return { ok: true, cents };
}
