import os from 'node:os';
import pg from 'pg';
import { load, printTable, type LoadResult } from './load.ts';
import { startCeiling, startServer, type RunningServer } from './server-process.ts';
import { getJson, openStorefrontSession } from './storefront-session.ts';
import { measureFirstLoadJs, runLighthouse } from './web-budget.ts';

/**
 * `npm run bench`: prints the figures the issues set targets for. Runs the menu load on PGlite and, when
 * a PostgreSQL server is reachable (TEST_DATABASE_URL, as scripts/with-postgres.sh provides), on PostgreSQL.
 */
async function main() {
  console.log(`# Tavola bench — ${new Date().toISOString()} — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}`);
  const targets: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite', env: { DATABASE_URL: 'memory://' } }];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: await freshDatabase(postgresUrl, 'tavola_bench') } });
  else console.log('(no TEST_DATABASE_URL: run `bash scripts/with-postgres.sh npm run bench` for the PostgreSQL figures)');

  for (const target of targets) {
    const server = await startServer(target.env);
    try {
      await menuLoad(target.name, server);
      if (target.name === 'PostgreSQL' || targets.length === 1) await orderFlow(target.name, server);
      if (target === targets[0]) await webBudget(server);
    } finally {
      await server.stop();
    }
  }
}

async function menuLoad(name: string, server: RunningServer) {
  const session = await openStorefrontSession(server.url);
  const base = `${server.url}/api/restaurant`;
  const categories = await getJson<{ data: { id: number }[] }>(`${base}/category?restaurantId=${session.restaurantId}`, session.headers);
  const categoryId = categories.data[0]?.id;
  const urls = {
    category: `${base}/category?restaurantId=${session.restaurantId}`,
    products: `${base}/products?categoryId=${categoryId}&restaurantId=${session.restaurantId}`,
  };
  const rows: (LoadResult & { ceiling?: number })[] = [];
  for (const [label, url] of Object.entries(urls)) {
    const body = await (await fetch(url, { headers: session.headers })).text();
    const ceilingServer = await startCeiling(body);
    const ceiling = await load(`ceiling (bare Fastify, same ${body.length} bytes)`, `${ceilingServer.url}/x`);
    await ceilingServer.stop();
    const measured = await load(`${name} GET ${label}`, url, session.headers);
    rows.push(ceiling, { ...measured, ceiling: ceiling.requestsPerSecond });
  }
  console.log(`\n## Menu API on ${name} (50 connections, ${process.env.BENCH_SECONDS ?? 10} s each)\n`);
  printTable(rows);
}

async function orderFlow(name: string, server: RunningServer) {
  let runOrderFlow: ((baseUrl: string) => Promise<Record<string, unknown>>) | undefined;
  try {
    ({ runOrderFlow } = await import('./order-flow.ts'));
  } catch {
    console.log('\n## Order flow: not available yet (bench/order-flow.ts missing)');
    return;
  }
  console.log(`\n## Order flow on ${name} (20 concurrent guests)\n`);
  console.log(JSON.stringify(await runOrderFlow(server.url), null, 2));
}

async function webBudget(server: RunningServer) {
  console.log('\n## Storefront budgets (production build served by the server)\n');
  const js = await measureFirstLoadJs(server.url);
  for (const file of js.files) console.log(`- ${file.url}: ${(file.gzipBytes / 1024).toFixed(1)} KB gzip`);
  console.log(`First menu load JS: ${(js.totalGzipBytes / 1024).toFixed(1)} KB gzip (budget 120 KB)`);
  const scores = await runLighthouse(`${server.url}/`);
  console.log(
    `Lighthouse mobile: performance ${scores.performance} (target ≥ 95), accessibility ${scores.accessibility} (target ≥ 95), LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, CLS ${scores.cls}`,
  );
}

async function freshDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
