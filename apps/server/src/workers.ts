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
  let running = 0;
  let quickDeaths = 0;
  const fork = (): Worker => {
    running += 1;
    const startedAt = Date.now();
    const worker = cluster.fork();
    // Counted on 'exit' itself: cluster.workers is emptied only after both exit and disconnect.
    worker.once('exit', (code, signal) => {
      running -= 1;
      if (stopping) {
        if (running === 0) process.exit(0);
        return;
      }
      // A worker that cannot even start (database down, failed migration) is retried with a growing
      // pause, and the supervisor gives up after ten quick failures in a row.
      quickDeaths = Date.now() - startedAt < 30_000 ? quickDeaths + 1 : 0;
      if (quickDeaths >= 10) {
        console.error('Workers keep failing at start: giving up.');
        process.exit(1);
      }
      const delay = Math.min(30_000, 500 * 2 ** quickDeaths);
      console.error(`Worker ${worker.process.pid} ended (${signal ?? code}); starting another in ${delay} ms.`);
      setTimeout(fork, delay).unref();
    });
    return worker;
  };
  for (let i = 0; i < count; i += 1) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${count} workers…`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (running === 0) process.exit(0);
    setTimeout(() => {
      console.error('Workers did not stop in time: exiting now.');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
