import { reservationSettingsSchema } from '@tavola/domain/schemas/restaurant-import';
import type { OwnerTables } from '@tavola/domain/schemas/owner-tables';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import { notFound } from '../../http/errors.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { selectOwnerTables, selectReservationSettings, writeOwnerTables, writeReservationSettings } from './owner-tables-repo.ts';

const SECTION = 'tables';

async function readTables(db: DbOrTx, restaurantId: number): Promise<OwnerTables> {
  const [tables, reservation] = await Promise.all([selectOwnerTables(db, restaurantId), selectReservationSettings(db, restaurantId)]);
  if (!reservation) throw notFound('restaurant_does_not_exists');
  return {
    tables: tables.map(({ qrCode: _code, ...table }) => table),
    reservationTable: reservation.reservationTable,
    // Defaults filled in, so the screen shows what guests get.
    reservations: reservationSettingsSchema.parse(reservation.reservations),
  };
}

export async function readTablesSection(db: Db, restaurantId: number): Promise<{ revision: number; value: OwnerTables }> {
  const [revisions, value] = await Promise.all([readRevisions(db, restaurantId), readTables(db, restaurantId)]);
  return { revision: revisions[SECTION] ?? 0, value };
}

/**
 * Saves the tables and the reservation rules as one section. The import document gets the tables
 * with their codes, so an export and re-import keeps every printed QR code working.
 */
export async function saveTablesSection(
  deps: { db: Db; restaurantChanges: RestaurantChanges },
  editor: OwnerEditor,
  revision: number,
  value: OwnerTables,
): Promise<{ revision: number; value: OwnerTables }> {
  let written: { codes: Map<string, string | null>; value: OwnerTables } | undefined;
  const saved = await saveSettings(deps, editor, {
    section: SECTION,
    revision,
    write: async (tx) => {
      const before = await readTables(tx, editor.restaurantId);
      await writeOwnerTables(tx, editor.restaurantId, value.tables);
      await writeReservationSettings(tx, editor.restaurantId, { reservationTable: value.reservationTable, reservations: value.reservations });
      const rows = await selectOwnerTables(tx, editor.restaurantId);
      const after = await readTables(tx, editor.restaurantId);
      written = { codes: new Map(rows.map((row) => [row.key, row.qrCode])), value: after };
      return { before, after, result: after };
    },
    importDocument: (document) => {
      const settings = (document.settings ?? {}) as Record<string, unknown>;
      const tables = (written?.value.tables ?? []).map((table) => {
        const qrCode = written?.codes.get(table.key);
        return qrCode ? { ...table, qrCode } : table;
      });
      return {
        ...document,
        tables,
        settings: { ...settings, reservationTable: value.reservationTable, reservations: written?.value.reservations ?? value.reservations },
      };
    },
  });
  return { revision: saved.revision, value: saved.result };
}
