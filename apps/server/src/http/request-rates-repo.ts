import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { requestRates } from '../db/schema/request-rates.ts';

/**
 * Counts one request in its bucket's window atomically (concurrent requests each get their own
 * number); a window that has ended starts again at 1 and ends `windowMs` from now.
 */
export async function countRequest(
  db: DbOrTx,
  bucket: string,
  now: Date,
  windowMs: number,
): Promise<{ hits: number; windowEndsAt: Date }> {
  const nowText = now.toISOString();
  const ended = sql`${requestRates.windowEndsAt} <= ${nowText}::timestamptz`;
  const [row] = await db
    .insert(requestRates)
    .values({ bucket, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: requestRates.bucket,
      set: {
        hits: sql`case when ${ended} then 1 else ${requestRates.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${requestRates.windowEndsAt} end`,
      },
    })
    .returning({ hits: requestRates.hits, windowEndsAt: requestRates.windowEndsAt });
  return row!;
}
