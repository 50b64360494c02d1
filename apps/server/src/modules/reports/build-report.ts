import { eq } from 'drizzle-orm';
import { DELIVERY_TYPES, type DeliveryType } from '@tavola/domain/schemas/basket';
import type { OrderPaymentType } from '@tavola/domain/schemas/order';
import type { Report, ReportQuery } from '@tavola/domain/schemas/reports';
import type { DbOrTx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { notFound } from '../../http/errors.ts';
import type { ReportScope } from './report-scope.ts';
import {
  rejectionsAndUnpaid,
  salesByDay,
  salesByDeliveryType,
  salesByHour,
  salesByPaymentType,
  salesByWeek,
  summaryOf,
  topDishes,
  voucherUse,
} from './reports-repo.ts';
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

/** The whole report: independent aggregates, run one after another (one connection, no transaction needed). */
export async function buildReport(db: DbOrTx, restaurantId: number, range: Pick<ReportQuery, 'from' | 'to'>): Promise<Report> {
  const { scope, currency } = await reportScope(db, restaurantId, range);
  const summary = await summaryOf(db, scope);
  const days = await salesByDay(db, scope);
  const weeks = await salesByWeek(db, scope);
  const hours = await salesByHour(db, scope);
  const types = await salesByDeliveryType(db, scope);
  const payments = await salesByPaymentType(db, scope);
  const dishes = await topDishes(db, scope, TOP_DISHES);
  const vouchers = await voucherUse(db, scope);
  const { rejections, unpaid } = await rejectionsAndUnpaid(db, scope);
  const vat = await vatByRate(db, scope);
  return {
    from: range.from,
    to: range.to,
    currency,
    timeZone: scope.timeZone,
    summary,
    days,
    weeks,
    hours,
    deliveryTypes: types.map(({ typeId, ...bucket }) => ({ deliveryType: deliveryTypeOf(typeId), ...bucket })),
    paymentMethods: payments.map(({ paymentType, ...bucket }) => ({ paymentType: paymentType as OrderPaymentType, ...bucket })),
    topDishes: dishes,
    vouchers,
    rejections,
    unpaid,
    vat: { ...vat, outsideVatCents: summary.tipsCents },
  };
}
