import type { AddAddressRequest } from '@tavola/domain/schemas/basket';
import { shippingForPostalCode } from '@tavola/domain/pricing/shipping-zones';
import { badRequest } from '../../http/errors.ts';
import { patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { deliveryTypeName } from './ordering-context.ts';
import { assertRequiredUserInfo } from './personal-information.ts';

/**
 * POST api/basket/add-address: the guest's details for the order. The restaurant's required
 * fields must be filled; a delivered basket's postal code must lie in the delivery area.
 */
export function addAddress(deps: BasketDeps, caller: BasketCaller, request: AddAddressRequest) {
  return patchBasket(deps, caller, request.basketId, async (_tx, { basket }, context) => {
    const userInfo = request.userInfo;
    assertRequiredUserInfo(context, userInfo);
    const postalCode = userInfo.postalCode?.trim() || null;
    if (deliveryTypeName(basket.deliveryTypeId) === 'delivery') {
      if (!postalCode) throw badRequest('postal_code_not_in_delivery_area');
      if (!shippingForPostalCode(context.zones, postalCode)) throw badRequest('postal_code_not_in_delivery_area');
    }
    return { patch: { userInfo, postalCode: postalCode ?? basket.postalCode } };
  });
}
