import { TIP_PERCENTAGES } from '@tavola/domain/pricing/tip-suggestions';
import type { SaveTipsRequest, TipSettings } from '@tavola/domain/schemas/owner-delivery';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { restaurantSettings, writeRestaurantSettings } from './delivery-repo.ts';

export const TIPS_SECTION = 'tips';

type Settings = NonNullable<Awaited<ReturnType<typeof restaurantSettings>>>['settings'];
const tipsOf = (settings: Settings): TipSettings => ({
  tipRequest: settings.tipRequest,
  tipPresets: settings.tipPresets ?? [...TIP_PERCENTAGES],
});

export async function readTipSection(db: Db, restaurantId: number) {
  const [revisions, row] = await Promise.all([readRevisions(db, restaurantId), restaurantSettings(db, restaurantId)]);
  if (!row) throw notFound('restaurant_does_not_exists');
  return { revision: revisions[TIPS_SECTION] ?? 0, value: tipsOf(row.settings) };
}

/** Whether guests are asked for a tip and the shares they are offered (restaurant.settings in the import file). */
export async function saveTips(deps: { db: Db; restaurantChanges: RestaurantChanges }, editor: OwnerEditor, request: SaveTipsRequest) {
  const tips: TipSettings = { tipRequest: request.tipRequest, tipPresets: request.tipPresets };
  const saved = await saveSettings(deps, editor, {
    section: TIPS_SECTION,
    revision: request.revision,
    write: async (tx) => {
      const row = await restaurantSettings(tx, editor.restaurantId);
      if (!row) throw notFound('restaurant_does_not_exists');
      await writeRestaurantSettings(tx, editor.restaurantId, { ...row.settings, ...tips });
      return { before: tipsOf(row.settings), after: tips, result: tips };
    },
    importDocument: (document) => {
      const restaurant = (document.restaurant ?? {}) as Record<string, unknown>;
      const settings = (restaurant.settings ?? {}) as Record<string, unknown>;
      return { ...document, restaurant: { ...restaurant, settings: { ...settings, ...tips } } };
    },
  });
  return { revision: saved.revision, value: saved.result };
}
