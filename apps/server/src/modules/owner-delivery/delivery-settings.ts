import { centsToAmount } from '@tavola/domain/pricing/money';
import type { DeliverySection, DeliverySettings, SaveDeliveryRequest } from '@tavola/domain/schemas/owner-delivery';
import { DELIVERY_TYPE_IDS, DELIVERY_TYPE_NAMES, WEEKDAY_NAMES, type DeliveryTypeName } from '@tavola/domain/schemas/restaurant-import';
import type { Db } from '../../db/client.ts';
import { FieldErrors } from '../../http/errors.ts';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { cents } from '../restaurant/import/write-restaurant.ts';
import { addTypes, hoursOfTypes, offeredTypeRows, paymentMethodsLimitedTo, removeTypes, replaceZones, zonesOf, type ZoneRow } from './delivery-repo.ts';

export const DELIVERY_SECTION = 'delivery';

/** A type switched on that the restaurant never had: the import file's usual start (hours are set on the hours screen). */
const NEW_TYPE = { leadMinutes: 30, availableDays: 7 };

function zoneSetting(row: ZoneRow): DeliverySettings['zones'][number] {
  return {
    postalCode: row.postalCode,
    ...(row.city === null ? {} : { city: row.city }),
    fee: centsToAmount(row.feeCents),
    minimumOrder: centsToAmount(row.minimumOrderCents),
    ...(row.freeDeliveryFromCents === null ? {} : { freeDeliveryFrom: centsToAmount(row.freeDeliveryFromCents) }),
  };
}

async function readDelivery(db: Db | Parameters<typeof zonesOf>[0], restaurantId: number): Promise<DeliverySettings> {
  const [types, zones] = await Promise.all([offeredTypeRows(db, restaurantId), zonesOf(db, restaurantId)]);
  return { deliveryTypes: types.map((t) => t.name as DeliveryTypeName), zones: zones.map(zoneSetting) };
}

export async function readDeliverySection(db: Db, restaurantId: number): Promise<DeliverySection> {
  const [revisions, value] = await Promise.all([readRevisions(db, restaurantId), readDelivery(db, restaurantId)]);
  return { revision: revisions[DELIVERY_SECTION] ?? 0, value };
}

/**
 * Saves the offered delivery types and the zones as one. A type switched off keeps its opening hours
 * (switching it on again brings them back); the import document's deliveryTypes and deliveryZones follow.
 */
export async function saveDelivery(
  deps: { db: Db; restaurantChanges: RestaurantChanges },
  editor: OwnerEditor,
  request: SaveDeliveryRequest,
): Promise<DeliverySection> {
  const { restaurantId } = editor;
  const offered = DELIVERY_TYPE_NAMES.filter((name) => request.deliveryTypes.includes(name));
  let importTypes: Record<string, unknown>[] = [];
  const saved = await saveSettings(deps, editor, {
    section: DELIVERY_SECTION,
    revision: request.revision,
    write: async (tx) => {
      const before = await readDelivery(tx, restaurantId);
      const blocked = await paymentMethodsLimitedTo(tx, restaurantId, offered);
      if (blocked.length) throw FieldErrors.single('deliveryTypes', 'delivery_type_has_payment');

      const removed = before.deliveryTypes.filter((name) => !offered.includes(name));
      const added = offered.filter((name) => !before.deliveryTypes.includes(name));
      await removeTypes(tx, restaurantId, removed.map((name) => DELIVERY_TYPE_IDS[name]));
      const existing = await offeredTypeRows(tx, restaurantId);
      await addTypes(
        tx,
        added.map((name, index) => ({
          restaurantId,
          deliveryTypeId: DELIVERY_TYPE_IDS[name],
          name,
          ...NEW_TYPE,
          position: existing.length + index,
        })),
      );
      const hours = await hoursOfTypes(tx, restaurantId, added.map((name) => DELIVERY_TYPE_IDS[name]));
      importTypes = added.map((name) => ({
        type: name,
        ...NEW_TYPE,
        openingHours: hours
          .filter((row) => row.deliveryTypeId === DELIVERY_TYPE_IDS[name])
          .map((row) => ({ day: WEEKDAY_NAMES[row.weekday], from: row.openAt, until: row.closeAt })),
      }));

      await replaceZones(
        tx,
        restaurantId,
        request.zones.map((zone) => ({
          postalCode: zone.postalCode,
          city: zone.city ?? null,
          feeCents: cents(zone.fee),
          minimumOrderCents: cents(zone.minimumOrder),
          freeDeliveryFromCents: zone.freeDeliveryFrom === undefined ? null : cents(zone.freeDeliveryFrom),
        })),
      );
      const after = await readDelivery(tx, restaurantId);
      return { before, after, result: after };
    },
    importDocument: (document) => {
      const types = Array.isArray(document.deliveryTypes) ? (document.deliveryTypes as Record<string, unknown>[]) : [];
      return {
        ...document,
        deliveryTypes: [...types.filter((entry) => offered.includes(entry.type as DeliveryTypeName)), ...importTypes],
        deliveryZones: request.zones,
      };
    },
  });
  return { revision: saved.revision, value: saved.result };
}
