import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { LineProduct } from './basket-state.ts';
import type { AttributeGroupWithItems } from './menu-lookup-repo.ts';

export interface OfferedProduct extends LineProduct {
  /** The live attribute groups that apply to the product (its own and its category's), with live items. */
  attributeGroups: AttributeGroupWithItems[];
}

/**
 * A product with its happy hours and attribute groups, in one statement: what adding it to a basket
 * needs to know. Archived products are returned (archivedAt set) so the caller can say why.
 */
export async function findOfferedProduct(db: DbOrTx, restaurantId: number, productId: number): Promise<OfferedProduct | null> {
  const result = await db.execute(sql`
    select p.id, p.name, p.image, p.price_cents as "priceCents", p.stock, p.depot_name as "depotName",
      p.depot_price_cents as "depotPriceCents", p.is_package as "isPackage", p.category_id as "categoryId",
      p.additional_info_config as "additionalInfoConfig", p.archived_at as "archivedAt",
      coalesce((select json_agg(json_build_object('weekday', h.weekday, 'start', h.start_time, 'end', h.end_time))
        from product_happy_hours h where h.product_id = p.id and h.restaurant_id = p.restaurant_id), '[]'::json) as "happyHours",
      coalesce((select json_agg(json_build_object(
          'id', g.id, 'name', g.name, 'minimumValue', g.minimum_value, 'maximumValue', g.maximum_value,
          'isMultiSelect', g.is_multi_select,
          'items', (select json_agg(json_build_object('id', i.id, 'name', i.name, 'image', i.image, 'priceCents', i.price_cents)
              order by i.position)
            from attribute_items i where i.group_id = g.id and i.archived_at is null)) order by g.position)
        from attribute_groups g
        where g.restaurant_id = p.restaurant_id and g.archived_at is null
          and exists (select 1 from attribute_items i where i.group_id = g.id and i.archived_at is null)
          and (exists (select 1 from attribute_group_products gp where gp.group_id = g.id and gp.product_id = p.id)
            or exists (select 1 from attribute_group_categories gc where gc.group_id = g.id and gc.category_id = p.category_id))
      ), '[]'::json) as "attributeGroups"
    from products p
    where p.restaurant_id = ${restaurantId} and p.id = ${productId}`);
  const row = (result as unknown as { rows: (Omit<OfferedProduct, 'archivedAt'> & { archivedAt: string | Date | null })[] }).rows[0];
  if (!row) return null;
  return { ...row, archivedAt: row.archivedAt === null ? null : new Date(row.archivedAt) };
}
