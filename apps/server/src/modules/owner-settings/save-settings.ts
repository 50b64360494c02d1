import { sql } from 'drizzle-orm';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import { RESTAURANT_CHANGED_CHANNEL } from '../../cache/restaurant-changes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import type { OwnerEditor } from './owner-editor.ts';
import { lockImportDocument, lockRevision, recordOwnerChange, writeImportDocument, writeRevision } from './owner-settings-repo.ts';

export interface SettingsSave<T> {
  /** The settings section ('hours', 'zones', 'vouchers', 'staff', …): one revision and one audit trail each. */
  section: string;
  /** The revision the owner's screen read; another revision now refuses the save (409 stale_revision). */
  revision: number;
  /** The audit log's verb; 'update' unless the section holds many things ('create', 'delete', …). */
  action?: string;
  /** Which thing of the section changed (a voucher's code, a person's e-mail), for the audit log. */
  subject?: string;
  /** Writes the change and tells the section's value before and after it, for the audit log. */
  write: (tx: Tx) => Promise<{ before: unknown; after: unknown; result: T }>;
  /**
   * Keeps the restaurant's import document current (decision 080): the export writes the restaurant as
   * an import file from it, so what an owner sets must reach it in the same transaction.
   */
  importDocument?: (document: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * Saves one section of a restaurant's settings, all of it or nothing: the section's revision is checked
 * and locked (saves of a section take turns), the change written, the import document kept in step, the
 * audit log written, the revision bumped, and a NOTIFY sent at commit so every process's caches follow.
 */
export async function saveSettings<T>(
  deps: { db: Db; restaurantChanges: RestaurantChanges },
  editor: OwnerEditor,
  save: SettingsSave<T>,
): Promise<{ revision: number; result: T }> {
  const { restaurantId, email } = editor;
  const saved = await deps.db.transaction(async (tx) => {
    const current = await lockRevision(tx, restaurantId, save.section);
    if (current !== save.revision) throw conflict('stale_revision', {}, { revision: current });
    const { before, after, result } = await save.write(tx);
    if (save.importDocument) {
      const document = (await lockImportDocument(tx, restaurantId)) ?? {};
      await writeImportDocument(tx, restaurantId, save.importDocument(document));
    }
    const revision = current + 1;
    await writeRevision(tx, restaurantId, save.section, revision, email);
    await recordOwnerChange(tx, {
      restaurantId,
      by: email,
      section: save.section,
      action: save.action ?? 'update',
      subject: save.subject ?? null,
      before: before ?? null,
      after: after ?? null,
    });
    await tx.execute(sql`select pg_notify(${RESTAURANT_CHANGED_CHANNEL}, ${String(restaurantId)})`);
    return { revision, result };
  });
  deps.restaurantChanges.changedHere(restaurantId);
  return saved;
}
