import { sql, type SQL } from 'drizzle-orm';
import { PREPARE_MARK, type DbOrTx } from '../../db/client.ts';
import type { MenuTranslations } from '@tavola/domain/schemas/menu-translations';
import type { LineProduct } from './basket-state.ts';
import type { AttributeGroupWithItems } from './menu-lookup-repo.ts';

/** An attribute group as offered, with the positions the basket's lines sort their items by. */
export interface OfferedAttributeGroup extends AttributeGroupWithItems {
  position: number;
  items: (AttributeGroupWithItems['items'][number] & { position: number; translations?: MenuTranslations })[];
}

export interface OfferedProduct extends LineProduct {
  /** The live attribute groups that apply to the product (its own and its category's), with live items. */
  attributeGroups: OfferedAttributeGroup[];
}

/**
 * A product with its happy hours and attribute groups as one JSON value (null when the restaurant
 * has no such product): what adding it to a basket needs to know. A scalar expression, so it can
 * ride along with another statement (the basket's lock) instead of costing a round trip.
 */
export function offeredProductJson(restaurantId: number, productId: number): SQL {
  return sql`(select json_build_object(
      'id', p.id, 'name', p.name, 'translations', p.translations, 'image', p.image, 'priceCents', p.price_cents, 'stock', p.stock,
      'vatRateBp', coalesce(p.vat_rate_bp,
    (select vc.vat_rate_bp from categories vc where vc.id = p.category_id and vc.restaurant_id = p.restaurant_id),
    (select vr.vat_default_rate_bp from restaurants vr where vr.id = p.restaurant_id)),
      'depotName', p.depot_name, 'depotPriceCents', p.depot_price_cents, 'isPackage', p.is_package,
      'categoryId', p.category_id, 'additionalInfoConfig', p.additional_info_config, 'archivedAt', p.archived_at,
      'deliveryTypeIds', p.delivery_type_ids,
      'happyHours', coalesce((select json_agg(json_build_object('weekday', h.weekday, 'start', h.start_time, 'end', h.end_time))
        from product_happy_hours h where h.product_id = p.id and h.restaurant_id = p.restaurant_id), '[]'::json),
      'attributeGroups', coalesce((select json_agg(json_build_object(
          'id', g.id, 'name', g.name, 'minimumValue', g.minimum_value, 'maximumValue', g.maximum_value,
          'isMultiSelect', g.is_multi_select, 'position', g.position,
          'items', (select json_agg(json_build_object('id', i.id, 'name', i.name, 'translations', i.translations, 'image', i.image,
                'priceCents', i.price_cents, 'position', i.position) order by i.position)
            from attribute_items i where i.group_id = g.id and i.archived_at is null)) order by g.position)
        from attribute_groups g
        where g.restaurant_id = p.restaurant_id and g.archived_at is null
          and exists (select 1 from attribute_items i where i.group_id = g.id and i.archived_at is null)
          and (exists (select 1 from attribute_group_products gp where gp.group_id = g.id and gp.product_id = p.id)
            or exists (select 1 from attribute_group_categories gc where gc.group_id = g.id and gc.category_id = p.category_id))
      ), '[]'::json))
    from products p
    where p.restaurant_id = ${restaurantId} and p.id = ${productId})`;
}

/** The JSON of offeredProductJson as an OfferedProduct (JSON carries the timestamp as text). */
export function parseOfferedProduct(raw: unknown): OfferedProduct | null {
  if (raw === null || raw === undefined) return null;
  const row = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Omit<OfferedProduct, 'archivedAt'> & { archivedAt: string | null };
  return { ...row, archivedAt: row.archivedAt === null ? null : new Date(row.archivedAt) };
}

/** The product on its own (add-product-package-items, and add when no lock carried it). */
export async function findOfferedProduct(db: DbOrTx, restaurantId: number, productId: number): Promise<OfferedProduct | null> {
  const result = await db.execute(sql`${sql.raw(PREPARE_MARK)}select ${offeredProductJson(restaurantId, productId)} as product`);
  return parseOfferedProduct((result as unknown as { rows: { product: unknown }[] }).rows[0]?.product);
}
