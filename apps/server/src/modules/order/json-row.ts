import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row that came back as JSON (row_to_json, json_agg) as Drizzle would have answered it: keys from
 * column names to field names, values through each column's own driver mapping (timestamps become
 * Dates, as they do when the row comes back as a row).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
