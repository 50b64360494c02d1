import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';

/*
 * Backups of the embedded database (PGlite). PostgreSQL is backed up with its own tools
 * (pg_dump / pg_restore, README "Run in production").
 */

/** The token the backup CLI shows the running server: derived from the server secret, never stored. */
export function backupToken(secret: Uint8Array): string {
  return createHmac('sha256', secret).update('tavola-backup').digest('base64url');
}

/**
 * Writes a gzipped copy of the embedded database (PGlite's data directory) to `dir`. Restaurant
 * images (DATA_DIR/uploads) and the secret (DATA_DIR/secret.key) are files: copy them beside it. Taken through the open database, so
 * it is consistent while the server runs: PGlite runs one statement at a time and the copy is one.
 */
export async function writeBackup(database: Database, dir: string, now: Date): Promise<string> {
  if (!database.dump) throw new Error('only the embedded database is backed up here; use pg_dump for PostgreSQL');
  const blob = await database.dump();
  await mkdir(dir, { recursive: true });
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.join(dir, `tavola-${stamp}.tar.gz`);
  await writeFile(file, Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
  return file;
}

/**
 * Replaces the data directory with a backup (the server must be stopped). The current directory
 * is kept beside it, renamed, until the restored one has opened and shows its orders.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  now: Date,
): Promise<{ orders: number; previous: string | null }> {
  const blob = new Blob([await readFile(file)]);
  let previous: string | null = null;
  if (existsSync(dataDir)) {
    previous = `${dataDir}.before-restore-${now.getTime()}`;
    await rename(dataDir, previous);
  }
  await mkdir(path.dirname(dataDir), { recursive: true });
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir }, { loadDataDir: blob });
    try {
      const result = await database.db.execute(sql`select count(*)::int as orders from orders`);
      return { orders: (result as unknown as { rows: { orders: number }[] }).rows[0]!.orders, previous };
    } finally {
      await database.close();
    }
  } catch (error) {
    // The backup could not be opened: remove what was written and put the previous data back.
    await rm(dataDir, { recursive: true, force: true });
    if (previous) await rename(previous, dataDir);
    throw error;
  }
}
