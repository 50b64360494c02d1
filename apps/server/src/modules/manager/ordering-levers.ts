import { eq } from 'drizzle-orm';
import type { ManagerBusyRequest, ManagerOrderingState, ManagerPauseRequest } from '@tavola/domain/schemas/manager';
import { activeBusyMinutes, activePauseUntil } from '@tavola/domain/time/ordering-pause';
import type { AppDeps } from '../../app.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { cleanRestaurantHtml } from '../restaurant/restaurant-html.ts';

type LeverDeps = Pick<AppDeps, 'db' | 'database' | 'clock' | 'restaurantChanges'>;

/** The pause and busy levers of a restaurant as they stand now (ended ones read as off). */
export async function orderingState(deps: Pick<AppDeps, 'db' | 'clock'>, restaurantId: number): Promise<ManagerOrderingState> {
  const [row] = await deps.db
    .select({ pausedUntil: restaurants.pausedUntil, pauseMessage: restaurants.pauseMessage, busyExtraMinutes: restaurants.busyExtraMinutes, busyUntil: restaurants.busyUntil })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) return { pausedUntil: null, pauseMessage: null, busyExtraMinutes: 0, busyUntil: null };
  const now = deps.clock();
  const pausedUntil = activePauseUntil(row, now);
  const busyMinutes = activeBusyMinutes(row, now);
  return {
    pausedUntil: pausedUntil?.toISOString() ?? null,
    pauseMessage: pausedUntil ? row.pauseMessage : null,
    busyExtraMinutes: busyMinutes,
    busyUntil: busyMinutes > 0 ? (row.busyUntil?.toISOString() ?? null) : null,
  };
}

/**
 * Writes a lever and announces the change, so every server process drops its cached ordering
 * settings at once (the levers' ends need no announcement: cached settings know when they go stale).
 */
async function setLevers(deps: LeverDeps, restaurantId: number, patch: Partial<typeof restaurants.$inferInsert>): Promise<ManagerOrderingState> {
  await deps.db.update(restaurants).set(patch).where(eq(restaurants.id, restaurantId));
  await deps.restaurantChanges.announce(deps.database, restaurantId);
  return orderingState(deps, restaurantId);
}

export function pauseOrdering(deps: LeverDeps, restaurantId: number, request: ManagerPauseRequest) {
  const until = new Date(deps.clock().getTime() + request.minutes * 60_000);
  // Guests see the message in the closed popup, which renders restaurant HTML: cleaned on the way in.
  return setLevers(deps, restaurantId, { pausedUntil: until, pauseMessage: cleanRestaurantHtml(request.message) || null });
}

export function resumeOrdering(deps: LeverDeps, restaurantId: number) {
  return setLevers(deps, restaurantId, { pausedUntil: null, pauseMessage: null });
}

export function setBusy(deps: LeverDeps, restaurantId: number, request: ManagerBusyRequest) {
  if (request.extraMinutes === 0) return setLevers(deps, restaurantId, { busyExtraMinutes: 0, busyUntil: null });
  const until = new Date(deps.clock().getTime() + request.minutes * 60_000);
  return setLevers(deps, restaurantId, { busyExtraMinutes: request.extraMinutes, busyUntil: until });
}
