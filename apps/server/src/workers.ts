import cluster, { type Worker } from 'node:cluster';

/** How long the supervisor waits for its workers after SIGTERM (each has its own 10 s deadline). */
const STOP_DEADLINE_MS = 12_000;

/**
 * The WORKERS=N supervisor (node:cluster): N server processes share the port, all state lives in
 * PostgreSQL (sessions, throttles, rate limits, baskets; live events over LISTEN/NOTIFY), so any
 * process can answer any request. A worker that dies is replaced; SIGTERM / SIGINT are passed on and
 * the supervisor exits once every worker has stopped cleanly.
 */
export function superviseWorkers(count: number): void {
  let stopping = false;
  const fork = (): Worker => cluster.fork();
  for (let i = 0; i < count; i += 1) fork();

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${count} workers…`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      console.error('Workers did not stop in time: exiting now.');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
