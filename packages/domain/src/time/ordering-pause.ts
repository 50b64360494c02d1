/**
 * A manager's two levers for a rush (both end by themselves): pause online ordering until a time,
 * and add minutes to every earliest order time until a time ("busy").
 */
export interface OrderingPause {
  pausedUntil: Date | null;
  busyExtraMinutes: number;
  busyUntil: Date | null;
}

/** The pause's end while it is on at `now`, else null. */
export function activePauseUntil(pause: OrderingPause, now: Date): Date | null {
  return pause.pausedUntil && now < pause.pausedUntil ? pause.pausedUntil : null;
}

/** Minutes added to the lead time at `now` (0 once the busy time ended). */
export function activeBusyMinutes(pause: OrderingPause, now: Date): number {
  return pause.busyUntil && now < pause.busyUntil ? Math.max(0, pause.busyExtraMinutes) : 0;
}

/** The next moment either lever ends (a cache of the settings is stale from then on); null if none runs. */
export function nextPauseChange(pause: OrderingPause, now: Date): Date | null {
  const ends = [activePauseUntil(pause, now), activeBusyMinutes(pause, now) > 0 ? pause.busyUntil : null].filter(
    (end): end is Date => end !== null,
  );
  return ends.length ? new Date(Math.min(...ends.map((end) => end.getTime()))) : null;
}

/** The minutes a manager can add for a busy evening (spec: 15/30/45/60). */
export const BUSY_EXTRA_MINUTES = [15, 30, 45, 60] as const;
