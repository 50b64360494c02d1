import { parseTip, tipMaxCents } from '@tavola/domain/pricing/tip';
import type { AddTipRequest } from '@tavola/domain/schemas/basket';
import { AmountError, badRequest, FieldErrors } from '../../http/errors.ts';
import { priceBasket } from './basket-pricing.ts';
import { patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';

/**
 * POST api/basket/add-tip: a positive amount, only where the restaurant asks for tips, at most
 * TIP_MAX_AMOUNT and never more than the dishes (tipMaxCents; create-order checks it again).
 */
export function addTip(deps: BasketDeps, caller: BasketCaller, request: AddTipRequest) {
  return patchBasket(deps, caller, request.basketId, async (_tx, state, context) => {
    if (!context.settings.tipRequest) throw badRequest('tip_not_available');
    const tip = parseTip(request.tip_price);
    if (!tip.ok) throw FieldErrors.single('tip_price', tip.code);
    assertTipWithinCap(tip.cents, priceBasket(context, state).totals.subtotalCents, context.currency);
    return { patch: { tipCents: tip.cents } };
  });
}

/** 422 tip_too_high (with the largest tip this basket takes) above tipMaxCents. */
export function assertTipWithinCap(tipCents: number, subtotalCents: number, currency: string): void {
  const max = tipMaxCents(subtotalCents);
  if (tipCents > max) throw new AmountError('tip_too_high', { max: { cents: max, currency } }, 422);
}
