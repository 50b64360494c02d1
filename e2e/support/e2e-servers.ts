/**
 * The servers the suite starts: one per worker, on E2E_PORT, E2E_PORT + 1, … (default 4173), each with
 * its own in-memory database, so tests of different workers never share stock, vouchers or slot
 * capacity. Two cores run two workers well; more only queue for the CPU. A run against a server of
 * one's own (E2E_PORT set) uses one worker unless E2E_WORKERS says otherwise.
 */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);

export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.E2E_PORT ? 1 : 2));

export function e2eServerPort(parallelIndex: number): number {
  return E2E_FIRST_PORT + (parallelIndex % E2E_WORKERS);
}

export function e2eServerUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${e2eServerPort(parallelIndex)}`;
}

/** The local push service a worker's browser tests send updates through (push.spec.ts); its server allows it. */
export function e2eFakePushPort(parallelIndex: number): number {
  return E2E_FIRST_PORT + 60 + (parallelIndex % E2E_WORKERS);
}

export const E2E_PUSH_SERVICE_ORIGINS = Array.from(
  { length: E2E_WORKERS },
  (_, index) => `http://127.0.0.1:${e2eFakePushPort(index)}`,
).join(',');
