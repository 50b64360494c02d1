import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { priceBasket } from './basket-pricing.ts';
import { BasketMoved, claimBasket, updateBasketAt, type BasketPatch } from './basket-repo.ts';
import type { LineWriteTarget } from './basket-lines-repo.ts';
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
  /** The language the request asked for: the basket answer names dishes in it (else the restaurant's). */
  lang?: string | null;
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
  return {
    restaurantId: auth.restaurantId,
    customerId: auth.kind === 'customer' ? auth.userId : null,
    lang: request.askedLang,
  };
}

/** The languages a basket answer names its dishes in: the caller's, with the restaurant's as fallback. */
function namesFor(caller: BasketCaller, context: OrderingContext) {
  return { guest: caller.lang ?? null, restaurant: context.lang };
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
  options: { lock?: boolean; alongWith?: SQL } = {},
): Promise<BasketState & { readAlong?: unknown }> {
  const state = await selectBasketState(db, caller.restaurantId, { publicId }, options);
  if (!state) throw notFound('basket_does_not_exists');
  const { basket } = state;
  if (basket.customerId !== null && basket.customerId !== caller.customerId) throw notFound('basket_does_not_exists');
  if (basket.customerId === null && caller.customerId !== null) {
    // Claimed by a parallel call in the meantime: the old revision makes a guarded write read again.
    const revision = (await claimBasket(db, caller.restaurantId, basket.id, caller.customerId)) ?? basket.revision;
    return { ...state, basket: { ...basket, customerId: caller.customerId, revision } };
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
    return { basket: basketView(state, priceBasket(context, state), namesFor(caller, context)), state, result };
  });
}

/**
 * Runs a change first without a lock: read the basket, decide, write in one statement guarded by the
 * revision read — two statements instead of a transaction's five (BEGIN, lock, read, write, COMMIT),
 * and no row lock held across a round trip. When that write finds the basket moved on (the guest's own
 * taps racing: a double tap, two tabs), the change runs once more in a transaction that holds the
 * basket's row lock, where nothing can move it: racing taps queue and each sees the one before it.
 */
async function withoutLockFirst<T>(deps: BasketDeps, run: (db: DbOrTx, lock: boolean) => Promise<T>): Promise<T> {
  try {
    return await run(deps.db, false);
  } catch (error) {
    if (!(error instanceof BasketMoved)) throw error;
  }
  return deps.db.transaction((tx) => run(tx, true));
}

/**
 * For changes of the lines that can tell the lines afterwards (adding units, a new product line),
 * each written in one statement at the revision read (basket-lines-repo.ts; withoutLockFirst): the answer is built
 * from them, so no second read of the basket is needed. `lookup` is read in the statement that reads
 * the basket (see selectBasketState's alongWith) and handed to the change parsed. A change answering
 * null (a package line, whose components the answer shows) has the basket read again instead.
 */
export async function changeBasketLines<P>(
  deps: BasketDeps,
  caller: BasketCaller,
  publicId: string,
  lookup: { value: SQL; parse: (raw: unknown) => P } | null,
  change: (
    target: LineWriteTarget,
    state: BasketState,
    context: OrderingContext,
    looked: P | null,
  ) => Promise<LineState[] | null>,
): Promise<BasketChange<undefined>> {
  const context = await deps.contexts.get(caller.restaurantId);
  return withoutLockFirst(deps, async (db, lock) => {
    const { readAlong, ...before } = await openBasketState(db, caller, publicId, { lock, alongWith: lookup?.value });
    const { basket } = before;
    const target = { db, basketId: basket.id, atRevision: basket.revision };
    const lines = await change(target, before, context, lookup ? lookup.parse(readAlong) : null);
    const state = lines
      ? { ...before, basket: { ...basket, revision: basket.revision + 1 }, lines }
      : await selectBasketState(db, caller.restaurantId, { id: basket.id }, { open: false });
    if (!state) throw notFound('basket_does_not_exists');
    return { basket: basketView(state, priceBasket(context, state), namesFor(caller, context)), state, result: undefined };
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
 * For changes that only set fields of the basket row: decided on the basket as read (`decide` may
 * read more, never write), written in one statement at the revision read (withoutLockFirst); the answer
 * is the basket read with the patch applied, so no second read is needed.
 */
export async function patchBasket<T = undefined>(
  deps: BasketDeps,
  caller: BasketCaller,
  publicId: string,
  decide: (db: DbOrTx, state: BasketState, context: OrderingContext) => Promise<BasketFieldChange<T>>,
): Promise<BasketChange<T | undefined>> {
  const context = await deps.contexts.get(caller.restaurantId);
  return withoutLockFirst(deps, async (db, lock) => {
    const before = await openBasketState(db, caller, publicId, { lock });
    const change = await decide(db, before, context);
    const revision = await updateBasketAt(db, before.basket, change.patch);
    const state: BasketState = {
      ...before,
      basket: { ...before.basket, ...change.patch, revision },
      voucher: change.voucher === undefined ? before.voucher : change.voucher,
      table: change.table === undefined ? before.table : change.table,
    };
    return { basket: basketView(state, priceBasket(context, state), namesFor(caller, context)), state, result: change.result };
  });
}

/** The basket answer without changing anything. */
export async function readBasket(deps: BasketDeps, caller: BasketCaller, publicId: string): Promise<Basket> {
  const context = await deps.contexts.get(caller.restaurantId);
  const state = await openBasketState(deps.db, caller, publicId);
  return basketView(state, priceBasket(context, state), namesFor(caller, context));
}
