import type { SetTableRequest } from '@tavola/domain/schemas/basket';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { patchBasket, type BasketCaller, type BasketDeps } from './basket-access.ts';
import { findTableById, findTableByName, type TableRow } from './restaurant-lookup-repo.ts';

/**
 * POST api/basket/set-table: by tableId, tableName, or `table` (an id or a name), as a table's QR
 * code carries it. A table of another restaurant is refused as not related to this one.
 */
export function setTable(deps: BasketDeps, caller: BasketCaller, request: SetTableRequest) {
  return patchBasket(deps, caller, request.basketId, async (tx) => {
    const table = await resolveTable(tx, caller.restaurantId, request);
    return { patch: { tableId: table.id }, table };
  });
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
