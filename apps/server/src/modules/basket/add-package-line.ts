import type { AddPackageRequest } from '@tavola/domain/schemas/basket';
import { badRequest, notFound } from '../../http/errors.ts';
import { inLockedBasket } from './basket-lines-repo.ts';
import { changeBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { addPackageUnits, addUnitsToLine } from './add-units.ts';
import { findOfferedProduct } from './offered-product-repo.ts';

/** POST api/basket/add-product-package-items: a package with the products chosen in its wizard. */
export function addPackageLine(deps: BasketDeps, caller: BasketCaller, request: AddPackageRequest, now: Date) {
  return changeBasket(deps, caller, request.basketId, async (tx, state, context) => {
    if (request.basketProductId) {
      await addUnitsToLine(
        inLockedBasket(tx, state.basket),
        state,
        context,
        request.basketProductId,
        request.quantity,
        request.extraInfo,
        now,
      );
      return;
    }
    const product = await findOfferedProduct(tx, state.basket.restaurantId, request.productId);
    if (!product) throw notFound('product_does_not_exists');
    if (!product.isPackage || product.archivedAt) throw badRequest('package_not_available', {}, { name: product.name });
    await addPackageUnits(
      inLockedBasket(tx, state.basket),
      state,
      context,
      product,
      request.productItems,
      request.quantity,
      request.extraInfo,
      now,
    );
  });
}
