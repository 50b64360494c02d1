import type { HoursDeliveryType, HoursValue, SaveHoursRequest } from '@tavola/domain/schemas/owner-hours';
import { HOURS_SECTION } from '@tavola/domain/schemas/owner-hours';
import { DELIVERY_TYPE_IDS } from '@tavola/domain/schemas/restaurant-import';
import type { Db } from '../../db/client.ts';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import { FieldErrors, notFound } from '../../http/errors.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { cleanRestaurantHtml } from '../restaurant/restaurant-html.ts';
import { offeredTypeIds, readHours, writeHours } from './hours-repo.ts';
import { withHours } from './hours-document.ts';

type SaveBody = Pick<SaveHoursRequest, 'revision'> & { deliveryTypes: HoursDeliveryType[]; closePeriods: HoursValue['closePeriods'] };

/**
 * Saves the owner's hours through the one settings path (decision 087): only delivery types the
 * restaurant offers (which ones it offers is another screen's), all of it or nothing.
 */
export async function saveHours(
  deps: { db: Db; restaurantChanges: RestaurantChanges },
  editor: OwnerEditor,
  body: SaveBody,
): Promise<{ revision: number; value: HoursValue }> {
  const { restaurantId } = editor;
  const offered = await offeredTypeIds(deps.db, restaurantId);
  const notOffered = body.deliveryTypes.findIndex((type) => !offered.has(DELIVERY_TYPE_IDS[type.type]));
  if (notOffered >= 0) throw FieldErrors.single(`deliveryTypes.${notOffered}.type`, 'delivery_type_not_available');
  // The storefront renders a close period's message as restaurant HTML, as it does the import's.
  const closePeriods = body.closePeriods.map((period) => {
    const message = cleanRestaurantHtml(period.message);
    return { from: period.from, until: period.until, ...(message ? { message } : {}) };
  });
  const change = { deliveryTypes: body.deliveryTypes, closePeriods };
  const saved = await saveSettings(deps, editor, {
    section: HOURS_SECTION,
    revision: body.revision,
    write: async (tx) => {
      const before = await readHours(tx, restaurantId);
      if (!before) throw notFound('restaurant_does_not_exists');
      await writeHours(tx, restaurantId, change);
      const after = await readHours(tx, restaurantId);
      return { before, after, result: after ?? before };
    },
    importDocument: (document) => withHours(document, change),
  });
  return { revision: saved.revision, value: saved.result };
}
