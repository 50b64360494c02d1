import type { Database } from '../db/client.ts';
import {
  deleteAbandonedBaskets,
  deleteEndedRateWindows,
  deleteExpiredTokens,
  deleteForgottenThrottles,
  deleteStalePushSubscriptions,
} from './housekeeping-repo.ts';
import { expireUnpaidOrders } from '../modules/order/expire-unpaid-orders.ts';
import { deleteOldDeliveries } from '../modules/webhooks/webhook-repo.ts';
import { HOUSEKEEPING_INTERVAL_MS, RETENTION } from './retention.ts';

export interface HousekeepingCounts {
  /** Online orders whose payment lapsed: they gave back stock, voucher use and slot room. */
  expiredPayments: number;
  baskets: number;
  tokens: number;
  throttles: number;
  rateWindows: number;
  pushSubscriptions: number;
  webhookDeliveries: number;
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Removes what RETENTION says is no longer needed; each kind in its own statement. */
export async function runHousekeeping(database: Database, now: Date): Promise<HousekeepingCounts> {
  const { db } = database;
  return database.withAdvisoryLock(727_010, async () => ({
    expiredPayments: await expireUnpaidOrders(db, now),
    baskets: await deleteAbandonedBaskets(db, ago(now, RETENTION.emptyBasketMs), ago(now, RETENTION.abandonedBasketMs)),
    tokens: await deleteExpiredTokens(db, now),
    throttles: await deleteForgottenThrottles(
      db,
      now,
      ago(now, RETENTION.throttleQuietMs),
      ago(now, RETENTION.trustedPairMs),
    ),
    rateWindows: await deleteEndedRateWindows(db, now),
    pushSubscriptions: await deleteStalePushSubscriptions(db, ago(now, RETENTION.pushSubscriptionMs)),
    webhookDeliveries: await deleteOldDeliveries(db, ago(now, RETENTION.webhookDeliveryMs)),
  }));
}

/** Runs the clean-up now and every HOUSEKEEPING_INTERVAL_MS; returns the function that stops it. */
export function scheduleHousekeeping(
  database: Database,
  clock: () => Date,
  log: { info: (fields: object, message: string) => void; error: (fields: object, message: string) => void },
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = runHousekeeping(database, clock()).then(
      (counts) => log.info({ housekeeping: counts }, 'housekeeping done'),
      (error: unknown) => log.error({ err: error }, 'housekeeping failed'),
    );
  };
  run();
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
