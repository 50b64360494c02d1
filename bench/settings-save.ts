import { BENCH_MANAGER } from './board.ts';
import { jsonCaller } from './menu-publish.ts';
import { demoToken, percentile } from './order-flow.ts';

export interface SettingsSaveFigures {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * An owner's settings save (decision 087: revision check, the section's write, import document,
 * audit row, NOTIFY in one transaction), timed on the tables section — the demo's nine tables and
 * the reservation rules — one save after another, each on the revision the last one answered.
 */
export async function runSettingsSaveBench(baseUrl: string, samples = 200): Promise<SettingsSaveFigures> {
  const publicToken = await demoToken(baseUrl);
  const call = jsonCaller(baseUrl);
  const owner = (await call('POST', '/api/managers/login', publicToken, BENCH_MANAGER)).access_token as string;
  let section = await call('GET', '/api/owner/tables', owner);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const tables = section.value.tables.map((table: { capacity: number }, index: number) =>
      index === 0 ? { ...table, capacity: 2 + (i % 6) } : table,
    );
    const started = performance.now();
    section = await call('PUT', '/api/owner/tables', owner, { ...section.value, tables, revision: section.revision });
    times.push(performance.now() - started);
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { samples, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), max: round(Math.max(...times)) };
}
