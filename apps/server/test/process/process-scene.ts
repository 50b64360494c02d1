import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { ownDatabase } from './own-database.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.ts';

/**
 * What a process test sets up — a server process, its files and database, the test's own receivers —
 * stopped and removed after each test, whatever the test did to the process (killed it, restarted it).
 * Call at the top of a test file.
 */
export function useServerProcesses() {
  let server: ServerProcess | undefined;
  const cleanUps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await stopServerProcess(server);
    server = undefined;
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });
  return {
    /** A data folder and (in the PostgreSQL pass) a database of the test's own, as the process's env. */
    async ownStorage(prefix: string): Promise<Record<string, string>> {
      const dataDir = await mkdtemp(path.join(tmpdir(), `tavola-${prefix}-`));
      const database = await ownDatabase(prefix);
      cleanUps.push(async () => {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      });
      return { ...database.env, DATA_DIR: dataDir };
    },
    /** Starts the server (again, after a kill: the previous process is the test's to have stopped). */
    async start(env: Record<string, string>): Promise<ServerProcess> {
      server = await startServerProcess(env);
      return server;
    },
    /** Something else the test started (a receiver, an SMTP server): stopped after the test. */
    afterTest(cleanUp: () => Promise<void>): void {
      cleanUps.push(cleanUp);
    },
  };
}
