import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of an upsert that takes every column from the proposed row (`excluded.*`), except the
 * identity, the restaurant and the columns named in `keep` (e.g. counters the import must not reset).
 */
export function takeExcluded<T extends PgTable>(table: T, keep: string[] = []): Record<string, SQL> {
  const skip = new Set(['id', 'restaurantId', 'createdAt', ...keep]);
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => !skip.has(name))
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}
