import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { priceBasket } from './basket-pricing.ts';
import { claimBasket, updateBasket, type BasketPatch } from './basket-repo.ts';
import type { TableRow, VoucherRow } from './restaurant-lookup-repo.ts';
import type { BasketState, LineState } from './basket-state.ts';
import { selectBasketState } from './basket-state-repo.ts';
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
 * The caller's open basket with everything in it, or basket_does_not_exists. A basket of another
 * restaurant, an ordered basket and a basket a logged-in customer holds (for anyone but that
 * customer) all look the same: not found, so nothing can be learnt by probing ids. A guest basket
 * used by a logged-in customer becomes theirs.
 */
export async function openBasketState(
  db: DbOrTx,
  caller: BasketCaller,
  publicId: string,
  options: { lock?: boolean; lockWith?: SQL } = {},
): Promise<BasketState & { lockedWith?: unknown }> {
  const state = await selectBasketState(db, caller.restaurantId, { publicId }, options);
  if (!state) throw notFound('basket_does_not_exists');
  const { basket } = state;
  if (basket.customerId !== null && basket.customerId !== caller.customerId) throw notFound('basket_does_not_exists');
  if (basket.customerId === null && caller.customerId !== null) {
    await claimBasket(db, caller.restaurantId, basket.id, caller.customerId);
    return { ...state, basket: { ...basket, customerId: caller.customerId } };
  }
  return state;
}

export interface BasketChange<T> {
  basket: Basket;
  state: BasketState;
  result: T;
}

/**
 * Runs one change of a basket in a transaction that holds the basket's row lock, then answers the
 * basket as it is afterwards (read in the same transaction). The change gets the basket as it was.
 */
export async function changeBasket<T>(
  deps: BasketDeps,
  caller: BasketCaller,
  publicId: string,
  change: (tx: Tx, state: BasketState, context: OrderingContext) => Promise<T>,
): Promise<BasketChange<T>> {
  const context = await deps.contexts.get(caller.restaurantId);
  return deps.db.transaction(async (tx) => {
    const before = await openBasketState(tx, caller, publicId, { lock: true });
    const result = await change(tx, before, context);
    const state = await selectBasketState(tx, caller.restaurantId, { id: before.basket.id });
    if (!state) throw notFound('basket_does_not_exists');
    return { basket: basketView(state, priceBasket(context, state)), state, result };
  });
}

/**
 * Like changeBasket, for changes of the lines that can tell the lines afterwards (adding units, a
 * new product line): the answer is built from them, so no second read of the basket is needed.
 * `lookup` is read in the statement that locks the basket (see selectBasketState's lockWith) and
 * handed to the change parsed. A change answering null has the basket read again instead.
 */
export async function changeBasketLines<P>(
  deps: BasketDeps,
  caller: BasketCaller,
  publicId: string,
  lookup: { value: SQL; parse: (raw: unknown) => P } | null,
  change: (tx: Tx, state: BasketState, context: OrderingContext, looked: P | null) => Promise<LineState[] | null>,
): Promise<BasketChange<undefined>> {
  const context = await deps.contexts.get(caller.restaurantId);
  return deps.db.transaction(async (tx) => {
    const { lockedWith, ...before } = await openBasketState(tx, caller, publicId, { lock: true, lockWith: lookup?.value });
    const lines = await change(tx, before, context, lookup ? lookup.parse(lockedWith) : null);
    const state = lines ? { ...before, lines } : await selectBasketState(tx, caller.restaurantId, { id: before.basket.id });
    if (!state) throw notFound('basket_does_not_exists');
    return { basket: basketView(state, priceBasket(context, state)), state, result: undefined };
  });
}

/** A change of the basket's own fields (not its lines), with the rows the answer needs when they change. */
export interface BasketFieldChange<T> {
  patch: BasketPatch;
  voucher?: VoucherRow | null;
  table?: TableRow | null;
  result?: T;
}

/**
 * Like changeBasket, for changes that only set fields of the basket row: the answer is the locked
 * basket with the patch applied, so no second read is needed.
 */
export async function patchBasket<T = undefined>(
  deps: BasketDeps,
  caller: BasketCaller,
  publicId: string,
  decide: (tx: Tx, state: BasketState, context: OrderingContext) => Promise<BasketFieldChange<T>>,
): Promise<BasketChange<T | undefined>> {
  const context = await deps.contexts.get(caller.restaurantId);
  return deps.db.transaction(async (tx) => {
    const before = await openBasketState(tx, caller, publicId, { lock: true });
    const change = await decide(tx, before, context);
    await updateBasket(tx, caller.restaurantId, before.basket.id, change.patch);
    const state: BasketState = {
      ...before,
      basket: { ...before.basket, ...change.patch },
      voucher: change.voucher === undefined ? before.voucher : change.voucher,
      table: change.table === undefined ? before.table : change.table,
    };
    return { basket: basketView(state, priceBasket(context, state)), state, result: change.result };
  });
}

/** The basket answer without changing anything. */
export async function readBasket(deps: BasketDeps, caller: BasketCaller, publicId: string): Promise<Basket> {
  const context = await deps.contexts.get(caller.restaurantId);
  const state = await openBasketState(deps.db, caller, publicId);
  return basketView(state, priceBasket(context, state));
}
