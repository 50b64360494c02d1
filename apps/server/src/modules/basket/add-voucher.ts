import type { AddVoucherQuery } from '@tavola/domain/schemas/basket';
import { AmountError, badRequest, notFound } from '../../http/errors.ts';
import { patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { priceBasket } from './basket-pricing.ts';
import { findVoucherByCode } from './restaurant-lookup-repo.ts';
import { checkStoredVoucher } from './voucher-rules.ts';

/**
 * POST api/basket/add-voucher-to-basket: the code must exist, be valid today, not be used up and
 * give this basket a discount (its minimum order value reached). Usage is counted at create-order.
 */
export function addVoucher(deps: BasketDeps, caller: BasketCaller, query: AddVoucherQuery, now: Date) {
  return patchBasket(deps, caller, query.basketId, async (tx, state, context) => {
    if (!context.settings.availableVoucher) throw badRequest('voucher_not_available');
    const voucher = await findVoucherByCode(tx, state.basket.restaurantId, query.voucherCode);
    if (!voucher) throw notFound('voucher_not_found');
    const pricing = priceBasket(context, { ...state, voucher });
    const check = checkStoredVoucher(voucher, context.timeZone, now, pricing.totals.subtotalCents);
    if (!check.ok && check.code === 'voucher_minimum_not_reached') {
      throw new AmountError(check.code, { minimum: { cents: check.minimumCents, currency: context.currency } });
    }
    if (!check.ok) throw badRequest(check.code);
    if (pricing.totals.discountCents === 0) throw badRequest('voucher_no_discount');
    return { patch: { voucherId: voucher.id }, voucher };
  });
}
