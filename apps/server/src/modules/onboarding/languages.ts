import { eq } from 'drizzle-orm';
import { LANGUAGES_SECTION, type LanguagesValue, type SaveLanguagesRequest } from '@tavola/domain/schemas/owner-brand';
import { RESTAURANT_LANGS, type RestaurantLang } from '@tavola/domain/schemas/restaurant-import';
import type { AppDeps } from '../../app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { notFound } from '../../http/errors.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';

const asLang = (value: string): RestaurantLang =>
  (RESTAURANT_LANGS as readonly string[]).includes(value) ? (value as RestaurantLang) : 'de';

export async function readLanguages(db: DbOrTx, restaurantId: number): Promise<LanguagesValue> {
  const [row] = await db
    .select({ lang: restaurants.lang, currency: restaurants.currency, settings: restaurants.settings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound('restaurant_does_not_exists');
  return {
    languages: row.settings.languages ?? [...RESTAURANT_LANGS],
    lang: asLang(row.lang),
    currency: row.currency as LanguagesValue['currency'],
  };
}

/** Which of the four languages guests are offered, the restaurant's own (default) one, and its currency. */
export async function saveLanguages(
  deps: Pick<AppDeps, 'db' | 'restaurantChanges'>,
  editor: OwnerEditor,
  form: SaveLanguagesRequest,
) {
  const value: LanguagesValue = { languages: form.languages, lang: form.lang, currency: form.currency };
  const saved = await saveSettings(deps, editor, {
    section: LANGUAGES_SECTION,
    revision: form.revision,
    write: async (tx) => {
      const before = await readLanguages(tx, editor.restaurantId);
      const [row] = await tx
        .select({ settings: restaurants.settings })
        .from(restaurants)
        .where(eq(restaurants.id, editor.restaurantId));
      await tx
        .update(restaurants)
        .set({ lang: form.lang, currency: form.currency, settings: { ...row!.settings, languages: form.languages } })
        .where(eq(restaurants.id, editor.restaurantId));
      return { before, after: value, result: value };
    },
    importDocument: (document) => {
      const restaurant = (document.restaurant ?? {}) as Record<string, unknown>;
      const settings = (restaurant.settings ?? {}) as Record<string, unknown>;
      return {
        ...document,
        restaurant: {
          ...restaurant,
          lang: form.lang,
          currency: form.currency,
          settings: { ...settings, languages: form.languages },
        },
      };
    },
  });
  return { revision: saved.revision, value: saved.result };
}
