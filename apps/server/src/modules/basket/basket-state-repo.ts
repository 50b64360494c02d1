import { sql, type SQL } from 'drizzle-orm';
import { PREPARE_MARK, type DbOrTx } from '../../db/client.ts';
import type { BasketRow } from './basket-repo.ts';
import type { BasketState, LineAttributeItem, LinePackageItem, LineProduct, LineState } from './basket-state.ts';
import type { TableRow, VoucherRow } from './restaurant-lookup-repo.ts';

/*
 * The whole basket — its row, lines with products, extras, package items, voucher and table — in
 * ONE statement: every basket call answers the full basket, so this is the hottest read of the
 * ordering flow and one round trip instead of six keeps the per-call latency low.
 */

const productJson = (alias: string) => `json_build_object(
  'id', ${alias}.id, 'name', ${alias}.name, 'translations', ${alias}.translations, 'image', ${alias}.image, 'priceCents', ${alias}.price_cents,
  'vatRateBp', coalesce(${alias}.vat_rate_bp,
    (select vc.vat_rate_bp from categories vc where vc.id = ${alias}.category_id and vc.restaurant_id = ${alias}.restaurant_id),
    (select vr.vat_default_rate_bp from restaurants vr where vr.id = ${alias}.restaurant_id)),
  'stock', ${alias}.stock, 'depotName', ${alias}.depot_name, 'depotPriceCents', ${alias}.depot_price_cents,
  'isPackage', ${alias}.is_package, 'categoryId', ${alias}.category_id,
  'additionalInfoConfig', ${alias}.additional_info_config, 'archivedAt', ${alias}.archived_at,
  'deliveryTypeIds', ${alias}.delivery_type_ids,
  'happyHours', coalesce((select json_agg(json_build_object('weekday', h.weekday, 'start', h.start_time, 'end', h.end_time))
    from product_happy_hours h where h.product_id = ${alias}.id and h.restaurant_id = ${alias}.restaurant_id), '[]'::json))`;

const STATE_COLUMNS = sql.raw(`
  b.id, b.public_id as "publicId", b.restaurant_id as "restaurantId", b.customer_id as "customerId",
  b.delivery_type_id as "deliveryTypeId", b.delivery_at as "deliveryAt", b.delivery_local as "deliveryLocal",
  b.duration, b.postal_code as "postalCode", b.user_info as "userInfo", b.voucher_id as "voucherId",
  b.tip_cents as "tipCents", b.table_id as "tableId", b.table_by_code as "tableByCode", b.extra_info as "extraInfo", b.ordered_at as "orderedAt",
  b.created_at as "createdAt", b.updated_at as "updatedAt", b.revision,
  (select o.public_id from orders o where o.basket_id = b.id) as "orderId",
  (select json_build_object(
      'id', v.id, 'restaurantId', v.restaurant_id, 'code', v.code, 'kind', v.kind, 'amountCents', v.amount_cents,
      'percentBasisPoints', v.percent_basis_points, 'validFrom', v.valid_from, 'validUntil', v.valid_until,
      'usageLimit', v.usage_limit, 'timesUsed', v.times_used, 'minimumOrderCents', v.minimum_order_cents,
      'archivedAt', v.archived_at)
    from vouchers v where v.id = b.voucher_id and v.restaurant_id = b.restaurant_id) as voucher,
  (select json_build_object('id', t.id, 'restaurantId', t.restaurant_id, 'key', t.key, 'name', t.name,
      'capacity', t.capacity, 'position', t.position, 'archivedAt', t.archived_at, 'qrCode', t.qr_code)
    from restaurant_tables t where t.id = b.table_id and t.restaurant_id = b.restaurant_id) as "table",
  coalesce((select json_agg(json_build_object(
      'id', l.id, 'productId', l.product_id, 'quantity', l.quantity, 'mergeKey', l.merge_key,
      'extraInfo', l.extra_info, 'product', ${productJson('p')},
      'attributeItems', coalesce((select json_agg(json_build_object(
          'id', i.id, 'groupId', i.group_id, 'name', i.name, 'translations', i.translations, 'image', i.image, 'priceCents', i.price_cents,
          'quantity', a.quantity, 'archivedAt', i.archived_at) order by g.position, i.position)
        from basket_line_attribute_items a
        join attribute_items i on i.id = a.attribute_item_id
        join attribute_groups g on g.id = i.group_id
        where a.basket_line_id = l.id and a.restaurant_id = b.restaurant_id), '[]'::json),
      'packageItems', coalesce((select json_agg(json_build_object(
          'stepId', k.package_step_id, 'stepArchivedAt', s.archived_at, 'quantity', k.quantity,
          'product', ${productJson('c')}) order by s.position, k.id)
        from basket_line_package_items k
        join package_steps s on s.id = k.package_step_id
        join products c on c.id = k.product_id
        where k.basket_line_id = l.id and k.restaurant_id = b.restaurant_id), '[]'::json)
    ) order by l.id)
    from basket_lines l join products p on p.id = l.product_id
    where l.basket_id = b.id and l.restaurant_id = b.restaurant_id), '[]'::json) as lines`);

/** Both statements below are prepared per connection: planning the state read costs more than running it. */
/*
 * UNIQUE_KEYS_ONLY: the read finds the basket by its unique public id or its primary key alone, and
 * its order by the unique basket_id. A prepared statement keeps the plan it made first, per pooled
 * connection, and the baskets and orders tables start empty: with `restaurant_id = $` beside the key,
 * such a plan took a (restaurant_id, …) index instead and walked all of the restaurant's baskets (and,
 * for the order, all its orders) on every call — 0.06 ms at 180 orders, growing with every order of
 * the day (auto_explain of the order-flow bench, 2026-11-26).
 */
const PREPARED = sql.raw(PREPARE_MARK);

type RawDate = string | Date | null;
type RawProduct = Omit<LineProduct, 'archivedAt'> & { archivedAt: RawDate };
interface RawLine extends Omit<LineState, 'product' | 'attributeItems' | 'packageItems'> {
  product: RawProduct;
  attributeItems: (Omit<LineAttributeItem, 'archivedAt'> & { archivedAt: RawDate })[];
  packageItems: (Omit<LinePackageItem, 'stepArchivedAt' | 'product'> & {
    stepArchivedAt: RawDate;
    product: RawProduct;
  })[];
}

interface RawState extends Omit<BasketRow, 'deliveryAt' | 'orderedAt' | 'createdAt' | 'updatedAt'> {
  deliveryAt: Date | string | null;
  orderedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  orderId: string | null;
  voucher: Record<string, unknown> | null;
  table: Record<string, unknown> | null;
  lines: RawLine[];
}

/**
 * A basket of the restaurant with everything in it. `open` skips ordered baskets. `lock` first
 * locks the basket row (until the transaction ends; it bumps the revision) and only then reads the state, in a second
 * statement: under READ COMMITTED only a statement started after the lock was granted sees what
 * the transaction that held it wrote (a FOR UPDATE re-check would refresh the basket row but not
 * the lines and the order read beside it). `alongWith` is read in the same statement as the lock (or
 * as the state, without one): a value the change needs that does not depend on the basket (e.g. the
 * product being added), so it costs no round trip of its own; it comes back as `readAlong`.
 */
export async function selectBasketState(
  db: DbOrTx,
  restaurantId: number,
  key: { publicId: string } | { id: number },
  options: { open?: boolean; lock?: boolean; alongWith?: SQL } = {},
): Promise<(BasketState & { readAlong?: unknown }) | null> {
  const match: SQL = 'publicId' in key ? sql`b.public_id = ${key.publicId}` : sql`b.id = ${key.id}`;
  const open = options.open === false ? sql`` : sql` and b.ordered_at is null`;
  const along = options.alongWith ? sql`, ${options.alongWith} as "readAlong"` : sql``;
  let where = sql`${match}${open}`;
  let readAlong: unknown;
  if (options.lock) {
    // Locking by bumping the revision: create-order reads without a lock and orders the basket only
    // at the revision it checked, so a change that commits in between sends it back to read again.
    const locked = await db.execute(
      sql`${PREPARED}update baskets b set revision = b.revision + 1 where ${match} and b.restaurant_id = ${restaurantId}${open} returning b.id${along}`,
    );
    const row = (locked as unknown as { rows: { id: number; readAlong?: unknown }[] }).rows[0];
    if (row === undefined) return null;
    readAlong = row.readAlong;
    where = sql`b.id = ${row.id}`;
  }
  const withAlong = options.alongWith && !options.lock;
  const result = await db.execute(
    sql`${PREPARED}select ${STATE_COLUMNS}${withAlong ? along : sql``} from baskets b where ${where}`,
  );
  const row = (result as unknown as { rows: (RawState & { readAlong?: unknown })[] }).rows[0];
  // The restaurant is checked here rather than in the statement: see UNIQUE_KEYS_ONLY.
  if (!row || row.restaurantId !== restaurantId) return null;
  if (withAlong) readAlong = row.readAlong;
  const { readAlong: _along, ...raw } = row;
  return options.alongWith ? { ...toState(raw), readAlong } : toState(raw);
}

function toState(raw: RawState): BasketState {
  const { voucher, table, lines, orderId, ...basket } = raw;
  return {
    orderId,
    basket: {
      ...basket,
      deliveryAt: dateOrNull(basket.deliveryAt),
      orderedAt: dateOrNull(basket.orderedAt),
      createdAt: new Date(basket.createdAt),
      updatedAt: new Date(basket.updatedAt),
    },
    voucher: voucher ? ({ ...voucher, archivedAt: dateOrNull(voucher.archivedAt) } as unknown as VoucherRow) : null,
    table: table ? ({ ...table, archivedAt: dateOrNull(table.archivedAt) } as unknown as TableRow) : null,
    lines: lines.map(toLine),
  };
}

function toLine(raw: RawLine): LineState {
  return {
    ...raw,
    extraInfo: raw.extraInfo ?? null,
    product: toProduct(raw.product),
    attributeItems: raw.attributeItems.map((item) => ({ ...item, archivedAt: dateOrNull(item.archivedAt) })),
    packageItems: raw.packageItems.map((item) => ({
      ...item,
      stepArchivedAt: dateOrNull(item.stepArchivedAt),
      product: toProduct(item.product),
    })),
  };
}

function toProduct(raw: RawProduct): LineProduct {
  return { ...raw, archivedAt: dateOrNull(raw.archivedAt) };
}

function dateOrNull(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}
