import type { Basket, SetTableRequest } from '@tavola/domain/schemas/basket';
import { isTruthyFlag } from '@tavola/domain/schemas/flags';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { changeDeliveryMethod } from './change-delivery-method.ts';
import { offersDeliveryType } from './ordering-context.ts';
import { findTableByCode, findTableById, findTableByName, type TableRow } from './restaurant-lookup-repo.ts';

/**
 * POST api/basket/set-table: by tableId, tableName, or `table` — the table's unguessable code as
 * the printed QR link carries it (also an id or a name, as older links do). Only the code gives the
 * basket table rights (the bill, paying at the end, the dish collector, the code in the answer); a
 * table named by its id or name just seats the guest. A table of another restaurant is refused as
 * not related to this one.
 */
export function setTable(deps: BasketDeps, caller: BasketCaller, request: SetTableRequest) {
  return patchBasket(deps, caller, request.basketId, async (tx) => {
    const byCode = typeof request.table === 'string' ? await findTableByCode(tx, caller.restaurantId, request.table) : null;
    const table = byCode ?? (await resolveTable(tx, caller.restaurantId, request));
    return { patch: { tableId: table.id, tableByCode: byCode !== null }, table };
  });
}

/**
 * The table's QR code was scanned (qrcode set): the guest sits at the table, so the basket is also
 * switched to eating here where the restaurant offers it — with change-delivery-method's own rules
 * (a time that does not fit eat-here is dropped, dishes not sold then leave the basket).
 */
export async function seatAtTable(
  deps: BasketDeps,
  caller: BasketCaller,
  request: SetTableRequest,
  now: Date,
): Promise<Basket> {
  const { basket } = await setTable(deps, caller, request);
  const context = await deps.contexts.get(caller.restaurantId);
  if (!isTruthyFlag(request.qrcode) || basket.deliveryType === 'here' || !offersDeliveryType(context, 'here'))
    return basket;
  return (await changeDeliveryMethod(deps, caller, { basketId: request.basketId, deliveryType: 'here' }, now)).basket;
}

async function resolveTable(db: DbOrTx, restaurantId: number, request: SetTableRequest): Promise<TableRow> {
  const byId = request.tableId ?? (typeof request.table === 'number' ? request.table : undefined);
  const byName = request.tableName ?? (typeof request.table === 'string' ? request.table : undefined);
  if (byId !== undefined) {
    const table = await findTableById(db, byId);
    if (!table || table.archivedAt) throw notFound('table_does_not_exists');
    if (table.restaurantId !== restaurantId) throw new AppError('table_not_related_to_restaurant', 400);
    return table;
  }
  const table = byName === undefined ? null : await findTableByName(db, restaurantId, byName);
  if (!table) throw notFound('table_does_not_exists');
  return table;
}
