import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts a real server process (the same entry point as `npm start`) and waits until it listens. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED: 'demo', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(child, /serving/i);
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/** Starts a bare Fastify route that answers fixed bytes: the ceiling of what this machine can serve. */
export async function startCeiling(body: string): Promise<RunningServer> {
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: port, BODY: body },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(child, /ceiling listening/);
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
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
