import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { priceBasket } from './basket-pricing.ts';
import { claimBasket, findOpenBasket, type BasketRow } from './basket-repo.ts';
import { loadBasketState, type BasketState } from './basket-state.ts';
import { basketView } from './basket-view.ts';
import type { OrderingContext } from './ordering-context.ts';
import type { OrderingContexts } from './ordering-contexts.ts';
import type { Basket } from '@tavola/domain/schemas/basket';

/** Who is calling: the restaurant of the token and, for a logged-in customer, their user id. */
export interface BasketCaller {
  restaurantId: number;
  customerId: number | null;
}

export interface BasketDeps {
  db: Db;
  contexts: OrderingContexts;
  /** The app's clock (AppDeps.clock): tests move it instead of waiting. */
  clock: () => Date;
}

export function callerOf(request: FastifyRequest): BasketCaller {
  const auth = request.auth;
  if (!auth) throw new Error('basket routes need an authenticated request');
  return { restaurantId: auth.restaurantId, customerId: auth.kind === 'customer' ? auth.userId : null };
}

/**
 * The caller's open basket, or basket_does_not_exists. A basket of another restaurant, an ordered
 * basket and a basket a logged-in customer holds (for anyone but that customer) all look the same:
 * not found, so nothing can be learnt by probing ids. A guest basket used by a logged-in customer
 * becomes theirs.
 */
export async function openBasket(
  db: DbOrTx,
  caller: BasketCaller,
  publicId: string,
  options: { lock?: boolean } = {},
): Promise<BasketRow> {
  const basket = await findOpenBasket(db, caller.restaurantId, publicId, options);
  if (!basket) throw notFound('basket_does_not_exists');
  if (basket.customerId !== null && basket.customerId !== caller.customerId) throw notFound('basket_does_not_exists');
  if (basket.customerId === null && caller.customerId !== null) {
    await claimBasket(db, basket.id, caller.customerId);
    return { ...basket, customerId: caller.customerId };
  }
  return basket;
}

export interface BasketChange<T> {
  basket: Basket;
  state: BasketState;
  result: T;
}

/**
 * Runs one change of a basket in a transaction that holds the basket's row lock, then answers the
 * basket as it is afterwards (read in the same transaction).
 */
export async function changeBasket<T>(
  deps: BasketDeps,
  caller: BasketCaller,
  publicId: string,
  change: (tx: Tx, basket: BasketRow, context: OrderingContext) => Promise<T>,
): Promise<BasketChange<T>> {
  const context = await deps.contexts.get(caller.restaurantId);
  return deps.db.transaction(async (tx) => {
    const basket = await openBasket(tx, caller, publicId, { lock: true });
    const result = await change(tx, basket, context);
    const after = await findOpenBasket(tx, caller.restaurantId, publicId);
    if (!after) throw notFound('basket_does_not_exists');
    const state = await loadBasketState(tx, after);
    return { basket: basketView(state, priceBasket(context, state)), state, result };
  });
}

/** The basket answer without changing anything. */
export async function readBasket(deps: BasketDeps, caller: BasketCaller, publicId: string): Promise<Basket> {
  const context = await deps.contexts.get(caller.restaurantId);
  const basket = await openBasket(deps.db, caller, publicId);
  const state = await loadBasketState(deps.db, basket);
  return basketView(state, priceBasket(context, state));
}
