import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';
import { serverRoot } from '../server-root.ts';

export const migrationsFolder = path.join(serverRoot, 'drizzle');
const MIGRATION_LOCK = 727_001;

/** Applies the versioned SQL migrations; the same files run on PGlite and PostgreSQL. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK, async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
