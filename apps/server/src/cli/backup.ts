import path from 'node:path';
import { backupToken, writeBackup } from '../backup/backup.ts';
import { localAddressOf, runningServer } from '../backup/server-lock.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/**
 * npm run backup: a consistent copy of the embedded database in DATA_DIR/backups. The server serving
 * this DATA_DIR (DATA_DIR/server.json) is asked to write it; a stopped one's files are read directly.
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
  const running = await runningServer(config);
  if (running) {
    const asked = await fetch(`${localAddressOf(running)}/internal/backup`, {
      method: 'POST',
      headers: { 'x-backup-token': backupToken(config.jwtSecret) },
    }).catch((error: unknown) => error);
    if (asked instanceof Response && asked.ok) {
      const { file } = (await asked.json()) as { file: string };
      console.log(`Backup written by the running server (pid ${running.pid}): ${file}`);
      return;
    }
    // Never open the files a live server holds: a second PGlite on them corrupts the database.
    const why = asked instanceof Response ? `answered ${asked.status}` : 'could not be reached';
    console.error(
      `The server serving this DATA_DIR (pid ${running.pid}, port ${running.port}) ${why}; no backup was written.`,
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
