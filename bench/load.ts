import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** 50 connections for 10 s (override with BENCH_SECONDS), the same shape for every target unless named. */
export async function load(
  label: string,
  url: string,
  headers: Record<string, string> = {},
  connections = 50,
): Promise<LoadResult> {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const result = await autocannon({ url, connections, duration, headers });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function printTable(rows: (LoadResult & { ceiling?: number })[]): void {
  console.log('| target | req/s | p50 ms | p99 ms | ratio to ceiling | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const ratio = row.ceiling ? `${Math.round((row.requestsPerSecond / row.ceiling) * 100)}%` : '—';
    console.log(
      `| ${row.label} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${ratio} | ${row.non2xx} | ${row.errors} |`,
    );
  }
}
