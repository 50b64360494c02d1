import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * DATA_DIR/server.json names the process serving the embedded database and where it listens, so
 * `npm run backup` asks that process (whatever PORT the command itself was given) and `npm run
 * restore` refuses while it runs: PGlite's files must never be opened by two processes.
 */
interface ServerLock {
  pid: number;
  port: number;
  host: string;
}

const lockFile = (config: Config) => path.join(config.dataDir, 'server.json');
const ownsFiles = (config: Config) => config.database.kind === 'pglite' && config.database.dataDir !== null;

export async function writeServerLock(config: Config, port: number): Promise<void> {
  if (!ownsFiles(config)) return;
  const lock: ServerLock = { pid: process.pid, port, host: config.host };
  await writeFile(lockFile(config), JSON.stringify(lock), { mode: 0o600 });
}

export async function releaseServerLock(config: Config): Promise<void> {
  if ((await runningServer(config))?.pid === process.pid) await rm(lockFile(config), { force: true });
}

/** The process serving this DATA_DIR's embedded database, if one is alive (a killed one leaves a stale file). */
export async function runningServer(config: Config): Promise<ServerLock | null> {
  let lock: ServerLock;
  try {
    lock = JSON.parse(await readFile(lockFile(config), 'utf8')) as ServerLock;
  } catch {
    return null;
  }
  try {
    process.kill(lock.pid, 0);
    return lock;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? lock : null;
  }
}

/** Where a local command reaches the locked server (a wildcard bind is reached on loopback). */
export function localAddressOf(lock: ServerLock): string {
  const host = ['0.0.0.0', '::', 'localhost', ''].includes(lock.host) ? '127.0.0.1' : lock.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${lock.port}`;
}
