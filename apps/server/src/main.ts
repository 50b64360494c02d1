import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { serve } from './serve.ts';
import { superviseWorkers } from './workers.ts';

/** `npm start`: one server process, or with WORKERS=N a supervisor and N processes sharing the port. */
async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    if (config.database.kind !== 'postgres') {
      throw new Error('WORKERS > 1 needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process.');
    }
    superviseWorkers(config.workers);
    return;
  }
  await serve(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
