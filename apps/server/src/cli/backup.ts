import path from 'node:path';
import { backupToken, writeBackup } from '../backup/backup.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/**
 * npm run backup: a consistent copy of the embedded database in DATA_DIR/backups. A running server
 * (same DATA_DIR, PORT and secret) is asked to write it; a stopped one's files are read directly.
 */
async function main() {
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    console.error(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump -Fc "$DATABASE_URL" > tavola.dump (README, "Run in production").',
    );
    process.exit(2);
  }
  if (config.database.dataDir === null) {
    console.error('DATABASE_URL=memory:// keeps nothing to back up.');
    process.exit(2);
  }
  const asked = await fetch(`http://127.0.0.1:${config.port}/internal/backup`, {
    method: 'POST',
    headers: { 'x-backup-token': backupToken(config.jwtSecret) },
  }).catch(() => null);
  if (asked?.ok) {
    const { file } = (await asked.json()) as { file: string };
    console.log(`Backup written by the running server: ${file}`);
    return;
  }
  if (asked) {
    console.error(
      `The server on port ${config.port} refused the backup (${asked.status}): is it this DATA_DIR's server?`,
    );
    process.exit(1);
  }
  const database = await openDatabase(config.database);
  try {
    const file = await writeBackup(database, path.join(config.dataDir, 'backups'), new Date());
    console.log(`Backup written: ${file}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
