import { z } from 'zod';
import { reservationSettingsSchema, tableSchema } from './restaurant-import.ts';
import { settingsSaveFields, settingsSectionOf } from './owner-settings.ts';

/** The most tables one restaurant keeps (a beer garden's worth); the import file has no limit of its own. */
export const TABLES_MAX = 300;

/**
 * A table as the owner edits it: the import file's table without its QR code. The code is the
 * table's secret (issue 25): it is made by the server and kept across renames, never typed or sent back.
 */
export const ownerTableSchema = tableSchema.omit({ qrCode: true });
export type OwnerTable = z.output<typeof ownerTableSchema>;

const tableList = z
  .array(ownerTableSchema)
  .max(TABLES_MAX)
  .superRefine((tables, ctx) => {
    const keys = new Set<string>();
    const names = new Set<string>();
    tables.forEach((table, index) => {
      if (keys.has(table.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'menu_key_taken' });
      const name = table.name.trim().toLocaleLowerCase();
      if (names.has(name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'table_name_taken' });
      keys.add(table.key);
      names.add(name);
    });
  });

/** The tables section: the tables in their order, and whether and how guests reserve them. */
export const ownerTablesSchema = z
  .object({
    tables: tableList,
    reservationTable: z.boolean(),
    reservations: reservationSettingsSchema,
  })
  .strict();
export type OwnerTables = z.output<typeof ownerTablesSchema>;
export type OwnerTablesInput = z.input<typeof ownerTablesSchema>;

/** PUT api/owner/tables: the whole section at the revision it was read at. */
export const saveOwnerTablesSchema = ownerTablesSchema.extend(settingsSaveFields).strict();

/** GET api/owner/tables. */
export const ownerTablesAnswerSchema = settingsSectionOf(ownerTablesSchema);
