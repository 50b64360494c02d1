import { BENCH_MANAGER } from './board.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  /** CPU time (user + system) the server process has used so far, in ms; null where /proc is missing. */
  cpuMs(): number | null;
  /** The server's process id (its memory in /proc), when it is our child. */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * CPU time (ms) so far of every PostgreSQL backend serving `database` (their titles name it), by
 * pid: the database's share of the work, apart from other clusters and databases on the machine.
 */
export function databaseBackendsCpuMs(database: string): Map<number, number> {
  const found = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.split(' ').includes(database)) continue;
      const cpu = processCpuMs(Number(pid));
      if (cpu !== null) found.set(Number(pid), cpu);
    } catch {
      // the process ended while being looked at
    }
  }
  return found;
}

/** Linux: utime + stime of a process from /proc/<pid>/stat, in ms. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * Starts a real server process (the same entry point as `npm start`) and waits until it listens.
 * BENCH_SERVER_NODE_ARGS adds node flags to it, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // Its own DATA_DIR: the order mails of a run go to a throw-away outbox, not the checkout's data/.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMITS: 'off', SEED: 'demo', DATA_DIR: dataDir, DEMO_MANAGER_PASSWORD: BENCH_MANAGER.password, METRICS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(child, /serving/i);
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => processCpuMs(child.pid),
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a bare Fastify route that answers fixed bytes: the ceiling of what this machine can serve. */
export function startCeiling(body: string): Promise<RunningServer> {
  return startBenchScript('bench/ceiling-server.ts', { BODY: body }, /ceiling listening/);
}

/** Starts floor-server.ts on `databaseUrl` (a database of its own): the least a stock-guarded order costs here. */
export function startFloor(databaseUrl: string): Promise<RunningServer> {
  return startBenchScript('bench/floor-server.ts', { DATABASE_URL: databaseUrl }, /floor listening/);
}

async function startBenchScript(script: string, env: Record<string, string>, ready: RegExp): Promise<RunningServer> {
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, PORT: port, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(child, ready);
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => processCpuMs(child.pid),
    pid: child.pid,
    stop: () => stopChild(child),
  };
}

async function waitForLine(child: ChildProcess, pattern: RegExp): Promise<void> {
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
    setTimeout(() => reject(new Error(`server not ready after 60 s:\n${output}`)), 60_000).unref();
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
