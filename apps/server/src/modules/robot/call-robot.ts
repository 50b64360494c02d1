import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { tableOfBasket } from '../table-payment/table-bill-repo.ts';
import type { RestaurantRow } from '../restaurant/repo.ts';
import { insertRobotRequest, restaurantHasTable } from './repo.ts';

/**
 * Calls the dish collector to a table (spec ordering-flow §7 robot-request). Only restaurants in
 * table-service mode with robot requests switched on have one; the others answer 503, which the
 * storefront shows as it is.
 */
export async function callRobot(
  db: DbOrTx,
  restaurant: RestaurantRow,
  tableId: number,
  guest: { basketId: string | null; customerId: number | null },
): Promise<void> {
  if (!restaurant.modes.tableService || !restaurant.settings.robotRequestAvailable) {
    throw new AppError('robot_service_unavailable', 503);
  }
  if (!(await restaurantHasTable(db, restaurant.id, tableId))) throw notFound('table_does_not_exists');
  // Only a guest seated at this table with its code may call to it: not anyone who knows its number.
  const seatedAt = guest.basketId === null ? null : await tableOfBasket(db, restaurant.id, guest.basketId, guest.customerId);
  if (seatedAt !== tableId) throw forbidden('table_code_required');
  await insertRobotRequest(db, restaurant.id, tableId);
}
