import path from 'node:path';
import { restoreBackup } from '../backup/backup.ts';
import { runningServer } from '../backup/server-lock.ts';
import { loadConfig } from '../config.ts';

/** npm run restore -- <file>: replaces the embedded database with a backup; the server must be stopped. */
async function main() {
  const config = loadConfig();
  const given = process.argv[2];
  if (!given) {
    console.error('Usage: npm run restore -- <backup file (.tar.gz from npm run backup)>');
    process.exit(2);
  }
  if (config.database.kind === 'postgres' || config.database.dataDir === null) {
    console.error(
      'Only the embedded database is restored here; for PostgreSQL: pg_restore --clean -d "$DATABASE_URL" tavola.dump',
    );
    process.exit(2);
  }
  const running = await runningServer(config);
  if (running) {
    console.error(
      `The server serving this DATA_DIR (pid ${running.pid}, port ${running.port}) is running: stop it first, then restore.`,
    );
    process.exit(1);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const { orders, previous } = await restoreBackup(file, config.database.dataDir, new Date());
  console.log(`Restored ${file} into ${config.database.dataDir} (${orders} orders).`);
  if (previous) console.log(`The data it replaced is kept in ${previous}; delete it once you are sure.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
