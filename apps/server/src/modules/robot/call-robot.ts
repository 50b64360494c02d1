import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { RestaurantRow } from '../restaurant/repo.ts';
import { insertRobotRequest, restaurantHasTable } from './repo.ts';

/**
 * Calls the dish collector to a table (spec ordering-flow §7 robot-request). Only restaurants in
 * table-service mode with robot requests switched on have one; the others answer 503, which the
 * storefront shows as it is.
 */
export async function callRobot(db: DbOrTx, restaurant: RestaurantRow, tableId: number): Promise<void> {
  if (!restaurant.modes.tableService || !restaurant.settings.robotRequestAvailable) {
    throw new AppError('robot_service_unavailable', 503);
  }
  if (!(await restaurantHasTable(db, restaurant.id, tableId))) throw notFound('table_does_not_exists');
  await insertRobotRequest(db, restaurant.id, tableId);
}
