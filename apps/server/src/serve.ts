import path from 'node:path';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { refreshPlannerStatistics } from './db/planner-statistics.ts';
import { seedIfEmpty } from './db/seed.ts';
import { importExtraRestaurants } from './db/seed-extra-restaurants.ts';
import { releaseServerLock, writeServerLock } from './backup/server-lock.ts';
import { scheduleHousekeeping } from './housekeeping/run-housekeeping.ts';
import { seedDemoManager, seedExtraRestaurantOwner } from './modules/manager/seed-demo-manager.ts';

/** SIGTERM or SIGINT: the process has ended by this time, finished or not. */
const STOP_DEADLINE_MS = 10_000;

/** One server process: migrates, seeds, listens, and stops cleanly on SIGTERM / SIGINT. */
export async function serve(config: Config): Promise<void> {
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  let seeded = false;
  let imported = false;
  if (config.seed === 'demo') {
    const outcome = await database.withAdvisoryLock(727_002, () => seedIfEmpty(database.db, config.demoDataFile));
    seeded = outcome === 'seeded';
    if (seeded) {
      console.log('Seeded the demo restaurant (slug "demo").');
      const manager = await seedDemoManager(database.db, config.demoManagerPassword);
      // Shown once: the password is stored only as a hash.
      if (manager && !config.demoManagerPassword) {
        console.log(`Demo manager for /manager: ${manager.email} / ${manager.password} (shown only now).`);
      }
    }
  }
  if (config.extraRestaurantFiles.length > 0) {
    const uploadsDir = path.join(config.dataDir, 'uploads');
    const outcomes = await database.withAdvisoryLock(727_003, () =>
      importExtraRestaurants(database.db, config.extraRestaurantFiles, uploadsDir),
    );
    imported = outcomes.some(({ outcome }) => outcome === 'imported');
    for (const { slug, outcome } of outcomes) {
      if (outcome !== 'imported') continue;
      console.log(`Imported restaurant "${slug}".`);
      await seedExtraRestaurantOwner(database.db, slug, config.demoManagerPassword);
    }
  }
  if (seeded || imported) await refreshPlannerStatistics(database.db);
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  await writeServerLock(config, config.port);
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.database.dataDir ?? 'memory'}`;
  // Abandoned baskets, expired tokens and old throttle rows are removed on a schedule (housekeeping/retention.ts).
  const stopHousekeeping = scheduleHousekeeping(database, app.deps.clock, app.log);
  console.log(`Tavola is serving the storefront and API on http://localhost:${config.port} (database: ${where}).`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down…`);
    // A request that hangs must not keep the process from ending: orchestrators kill it anyway.
    setTimeout(() => {
      console.error('Shutdown took longer than 10 s: exiting now.');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    try {
      await stopHousekeeping();
      // Stops accepting connections, lets in-flight requests finish (their answers close the connection)
      // and ends the live streams; their last line told EventSource to reconnect (retry), to another process.
      await app.close();
    } catch (error) {
      console.error(`Stopping the server failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      // PGlite writes its files on close: closing cleanly keeps the data for the next start.
      await database.close();
      await releaseServerLock(config);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
