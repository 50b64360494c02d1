import type { Announcement, LegalPages } from '@tavola/domain/schemas/owner-content';
import type { Db } from '../../db/client.ts';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { cleanRestaurantHtml } from '../restaurant/restaurant-html.ts';
import { readLegalPages, readRestaurantTexts, writeLegalPages, writeRestaurantTexts } from './content-repo.ts';

type Deps = { db: Db; restaurantChanges: RestaurantChanges };

/** Empty texts leave the import file (the field is optional there), the rest as cleaned. */
const present = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, text]) => text.trim() !== ''));

/** The legal pages, cleaned with the storefront's allowlist before they are stored (a script never survives). */
export async function saveLegalPages(deps: Deps, editor: OwnerEditor, revision: number, pages: LegalPages) {
  const cleaned = Object.fromEntries(
    Object.entries(pages).map(([field, body]) => [field, cleanRestaurantHtml(body.trim())]),
  ) as LegalPages;
  return saveSettings(deps, editor, {
    section: 'legal',
    revision,
    write: async (tx) => {
      const before = await readLegalPages(tx, editor.restaurantId);
      await writeLegalPages(tx, editor.restaurantId, cleaned);
      return { before, after: cleaned, result: cleaned };
    },
    importDocument: (document) => ({ ...document, legal: present(cleaned) }),
  });
}

export function announcementOf(row: Awaited<ReturnType<typeof readRestaurantTexts>>): Announcement {
  return {
    hasAnnouncement: row.settings.hasAnnouncement,
    announcement: row.settings.announcement ?? '',
    announcementBeforeCheckout: row.settings.announcementBeforeCheckout,
    closeMessage: row.closeMessage ?? '',
  };
}

/** The announcement banner and the closed message: restaurant settings the storefront's info carries. */
export async function saveAnnouncement(deps: Deps, editor: OwnerEditor, revision: number, value: Announcement) {
  const cleaned: Announcement = {
    ...value,
    announcement: cleanRestaurantHtml(value.announcement.trim()),
    closeMessage: cleanRestaurantHtml(value.closeMessage.trim()),
  };
  const asSettings = {
    hasAnnouncement: cleaned.hasAnnouncement,
    announcement: cleaned.announcement || undefined,
    announcementBeforeCheckout: cleaned.announcementBeforeCheckout,
    closeMessage: cleaned.closeMessage || undefined,
  };
  return saveSettings(deps, editor, {
    section: 'announcement',
    revision,
    write: async (tx) => {
      const row = await readRestaurantTexts(tx, editor.restaurantId);
      await writeRestaurantTexts(tx, editor.restaurantId, {
        settings: { ...row.settings, ...asSettings },
        closeMessage: cleaned.closeMessage || null,
      });
      return { before: announcementOf(row), after: cleaned, result: cleaned };
    },
    importDocument: (document) => {
      const restaurant = (document.restaurant ?? {}) as Record<string, unknown>;
      const settings = (restaurant.settings ?? {}) as Record<string, unknown>;
      const next = { ...settings, ...asSettings };
      for (const key of ['announcement', 'closeMessage'] as const) if (next[key] === undefined) delete next[key];
      return { ...document, restaurant: { ...restaurant, settings: next } };
    },
  });
}
