import { parseTip } from '@tavola/domain/pricing/tip';
import type { AddTipRequest } from '@tavola/domain/schemas/basket';
import { badRequest, FieldErrors } from '../../http/errors.ts';
import { patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';

/** POST api/basket/add-tip: a positive amount, only where the restaurant asks for tips. */
export function addTip(deps: BasketDeps, caller: BasketCaller, request: AddTipRequest) {
  return patchBasket(deps, caller, request.basketId, async (_tx, _state, context) => {
    if (!context.settings.tipRequest) throw badRequest('tip_not_available');
    const tip = parseTip(request.tip_price);
    if (!tip.ok) throw FieldErrors.single('tip_price', tip.code);
    return { patch: { tipCents: tip.cents } };
  });
}
