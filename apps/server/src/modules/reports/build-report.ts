import { eq } from 'drizzle-orm';
import { DELIVERY_TYPES, type DeliveryType } from '@tavola/domain/schemas/basket';
import type { OrderPaymentType } from '@tavola/domain/schemas/order';
import type { Report, ReportQuery } from '@tavola/domain/schemas/reports';
import type { Db, DbOrTx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { notFound } from '../../http/errors.ts';
import type { ReportScope } from './report-scope.ts';
import { rejectionsAndUnpaid, topDishes, voucherUse } from './reports-repo.ts';
import { salesBreakdown, weeksOf } from './sales-breakdown.ts';
import { vatByRate } from './vat-by-rate.ts';

const TOP_DISHES = 20;
/** delivery_type_id 1, 2, 3 (basket/ordering-context.ts). */
const deliveryTypeOf = (id: number): DeliveryType => DELIVERY_TYPES[id - 1] ?? 'here';

/** The range's scope: the restaurant's own time zone decides where its days begin. */
export async function reportScope(db: DbOrTx, restaurantId: number, range: Pick<ReportQuery, 'from' | 'to'>) {
  const [restaurant] = await db
    .select({ timeZone: restaurants.timeZone, currency: restaurants.currency, name: restaurants.name, slug: restaurants.slug })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw notFound('restaurant_does_not_exists');
  const scope: ReportScope = { restaurantId, timeZone: restaurant.timeZone, from: range.from, to: range.to };
  return { scope, currency: restaurant.currency, restaurantName: restaurant.name, slug: restaurant.slug };
}

/**
 * The whole report: four independent statements, sent together (on PostgreSQL each takes its own
 * pooled connection and a core; PGlite runs them one after another).
 */
export async function buildReport(db: Db, restaurantId: number, range: Pick<ReportQuery, 'from' | 'to'>): Promise<Report> {
  const { scope, currency } = await reportScope(db, restaurantId, range);
  const [sales, dishes, vouchers, others, vat] = await Promise.all([
    salesBreakdown(db, scope),
    topDishes(db, scope, TOP_DISHES),
    voucherUse(db, scope),
    rejectionsAndUnpaid(db, scope),
    vatByRate(db, scope),
  ]);
  const { summary } = sales;
  const salesCents = summary.totalCents - summary.tipsCents;
  return {
    from: range.from,
    to: range.to,
    currency,
    timeZone: scope.timeZone,
    summary: {
      ...summary,
      salesCents,
      // Half up, in integers: floor((2·sales + n) / 2n).
      averageBasketCents: summary.orders === 0 ? 0 : Math.floor((2 * salesCents + summary.orders) / (2 * summary.orders)),
    },
    days: sales.days,
    weeks: weeksOf(sales.days),
    hours: sales.hours,
    deliveryTypes: sales.deliveryTypes.map(({ typeId, ...bucket }) => ({ deliveryType: deliveryTypeOf(typeId), ...bucket })),
    paymentMethods: sales.paymentMethods.map(({ paymentType, ...bucket }) => ({ paymentType: paymentType as OrderPaymentType, ...bucket })),
    topDishes: dishes,
    vouchers,
    rejections: others.rejections,
    unpaid: others.unpaid,
    vat: { ...vat, outsideVatCents: summary.tipsCents },
  };
}
