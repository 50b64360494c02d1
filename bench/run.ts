import os from 'node:os';
import pg from 'pg';
import { load, printTable, type LoadResult } from './load.ts';
import type { OrderFlowResult } from './order-flow.ts';
import { databaseBackendsCpuMs, startCeiling, startFloor, startServer, type RunningServer } from './server-process.ts';
import { getJson, openStorefrontSession } from './storefront-session.ts';
import { floorsGzipBytes } from './react-floor.ts';
import { type LighthouseScores, measureFirstLoadJs, runLighthouse } from './web-budget.ts';

/**
 * `npm run bench`: prints the figures the issues set targets for. Runs the menu load on PGlite and, when
 * a PostgreSQL server is reachable (TEST_DATABASE_URL, as scripts/with-postgres.sh provides), on PostgreSQL.
 * `--only=order-flow` (or menu, web, board, hot-dish, publish, menu-image, settings, reports, ssr, streams, scale) runs one part alone, on PostgreSQL when it is reachable, for
 * profiling and before/after comparisons: `bash scripts/with-postgres.sh node --import tsx bench/run.ts --only=order-flow`.
 */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? null;
const runs = (part: 'menu' | 'order-flow' | 'web' | 'board' | 'hot-dish' | 'publish' | 'menu-image' | 'settings' | 'reports' | 'ssr' | 'streams') => only === null || only === part;

async function main() {
  console.log(
    `# Tavola bench — ${new Date().toISOString()} — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}`,
  );
  if (runs('menu-image')) await menuImageBench();
  if (only === 'menu-image') return;
  const targets: { name: string; env: Record<string, string>; database?: string }[] = [
    { name: 'PGlite', env: { DATABASE_URL: 'memory://' } },
  ];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const database = 'tavola_bench';
    targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: await freshDatabase(postgresUrl, database) }, database });
  } else
    console.log('(no TEST_DATABASE_URL: run `bash scripts/with-postgres.sh npm run bench` for the PostgreSQL figures)');

  // A year of 100 restaurants is generated into its own database: only when asked for (≈ 25 minutes).
  if (only === 'scale') {
    if (!postgresUrl) throw new Error('--only=scale needs PostgreSQL: bash scripts/with-postgres.sh node --import tsx bench/run.ts --only=scale');
    const { runScaleBench } = await import('./scale.ts');
    return runScaleBench(await freshDatabase(postgresUrl, 'tavola_scale_empty'), await freshDatabase(postgresUrl, 'tavola_scale'));
  }
  // One part alone runs on the last target (PostgreSQL when reachable), except the web budget (first).
  const chosen = only === null ? targets : only === 'web' ? targets.slice(0, 1) : targets.slice(-1);
  for (const target of chosen) {
    const server = await startServer(target.env);
    try {
      if (runs('menu')) await menuLoad(target.name, server);
      if (runs('ssr')) await ssrLoad(target.name, server);
      if (runs('order-flow') && (target.name === 'PostgreSQL' || targets.length === 1)) {
        await orderFlow(target.name, server, target.database);
      }
      if (runs('web') && target === targets[0]) await webBudget(server);
      if (runs('board')) await boardBench(target.name, server);
      if (runs('publish')) await publishBench(target.name, server);
      if (runs('settings')) await settingsBench(target.name, server);
      if (runs('hot-dish') && (target.name === 'PostgreSQL' || targets.length === 1)) await hotDish(target.name, server, target.database, target.env.DATABASE_URL);
      // Generated straight into the database: PostgreSQL only (the target the issue sets).
      if (runs('reports') && target.name === 'PostgreSQL') await reportsBench(server, target.env.DATABASE_URL!);
      // Places orders and queues their mails and tickets: after the other parts.
      if (runs('streams') && target === chosen.at(-1)) await streamsBench(target.name, server, target.database);
    } finally {
      await server.stop();
    }
  }
}

async function menuLoad(name: string, server: RunningServer) {
  const session = await openStorefrontSession(server.url);
  const base = `${server.url}/api/restaurant`;
  const categories = await getJson<{ data: { id: number }[] }>(
    `${base}/category?restaurantId=${session.restaurantId}`,
    session.headers,
  );
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

async function settingsBench(name: string, server: RunningServer) {
  const { runSettingsSaveBench } = await import('./settings-save.ts');
  const figures = await runSettingsSaveBench(server.url);
  console.log(`\n## Owner's settings saves on ${name} (tables section, ${figures.samples} saves one after another)\n`);
  console.log('| p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|');
  console.log(`| ${figures.p50} | ${figures.p99} | ${figures.max} |`);
}

/** Issue 24: the menu page rendered by React on the server, compressed as served; target ≥ 300 pages/s, p99 ≤ 30 ms. */
async function ssrLoad(name: string, server: RunningServer) {
  const headers = { 'accept-encoding': 'br, gzip' };
  const page = await (await fetch(`${server.url}/`)).text();
  if (!page.includes('data-ssr-lang=')) throw new Error('GET / is not server-rendered: is apps/web/dist-ssr built?');
  const rows = [await load(`${name} GET / (server-rendered menu, brotli)`, `${server.url}/`, headers, 10)];
  console.log(
    `\n## Server rendering on ${name} (10 connections, ${process.env.BENCH_SECONDS ?? 10} s; target ≥ 300 pages/s, p99 ≤ 30 ms)\n`,
  );
  printTable(rows);
}

async function publishBench(name: string, server: RunningServer) {
  const { runPublishBench } = await import('./menu-publish.ts');
  const figures = await runPublishBench(server.url);
  console.log(`\n## Owner's menu editor on ${name} (${figures.dishes} dishes)\n`);
  console.log('| what | ms |');
  console.log('|---|---|');
  console.log(`| import file → draft (POST api/owner/menu/import) | ${figures.importToDraft} |`);
  console.log(`| publish (p50 of ${figures.publish.samples}) | ${figures.publish.p50} |`);
  console.log(`| publish (slowest of ${figures.publish.samples}) | ${figures.publish.max} |`);
  console.log(`| first preview read of a changed draft (GET api/restaurant/category) | ${figures.preview} |`);
}

async function menuImageBench() {
  const { runMenuImageBench } = await import('./menu-image.ts');
  const figures = await runMenuImageBench();
  console.log('\n## Owner image upload pipeline (in process, no HTTP)\n');
  console.log('| what | wall ms per photo (3 rounds) | CPU ms per photo | in | out (6 files) |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| ${figures.megapixels} MP JPEG → dish 320/640/1280 as WebP + AVIF | ${figures.ms.join(' / ')} | ${figures.cpuMs.join(' / ')} | ${Math.round(figures.inputBytes / 1024)} KB | ${Math.round(figures.outputBytes / 1024)} KB |`,
  );
}

async function reportsBench(server: RunningServer, databaseUrl: string) {
  const { runReportsBench } = await import('./reports.ts');
  const f = await runReportsBench(server.url, databaseUrl, { serverPid: server.pid ?? null });
  console.log(`\n## Owner's reports on PostgreSQL (${f.orders} orders, ${f.lines} lines over a year, generated in ${f.generateMs} ms)\n`);
  console.log('| what | p50 ms | slowest ms | samples |');
  console.log('|---|---|---|---|');
  console.log(`| GET api/owner/reports, the whole year (all figures) | ${f.year.p50} | ${f.year.max} | ${f.year.samples} |`);
  console.log(`| GET api/owner/reports, one month | ${f.month.p50} | ${f.month.max} | ${f.month.samples} |`);
  console.log('\n| CSV export of the year | ms | size | server memory growth while streaming |');
  console.log('|---|---|---|---|');
  for (const c of f.csv) console.log(`| ${c.kind}.csv | ${c.ms} | ${Math.round(c.bytes / 1024 / 1024)} MB | ${c.serverRssGrowthMb ?? '—'} MB |`);
}

/** Issue 29 item 4: 1,000 status streams and 50 boards on one process while an order moves every 100 ms. */
async function streamsBench(name: string, server: RunningServer, database: string | undefined) {
  const { runStreamsBench, printStreamsFigures } = await import('./streams.ts');
  const figures = await runStreamsBench(server.url, {
    serverPid: server.pid,
    databaseCpuMs: database ? () => databaseBackendsCpuMs(database) : undefined,
  });
  console.log(`\n## A thousand guests at once on ${name}\n`);
  printStreamsFigures(figures);
}

async function boardBench(name: string, server: RunningServer) {
  const { runBoardBench } = await import('./board.ts');
  const figures = await runBoardBench(server.url);
  console.log(`\n## Manager board on ${name} (${figures.orders} orders of a day)\n`);
  console.log('| what | p50 ms | p99 ms | samples |');
  console.log('|---|---|---|---|');
  console.log(
    `| GET api/managers/order (the whole day, one page) | ${figures.list.p50} | ${figures.list.p99} | ${figures.list.samples} |`,
  );
  console.log(
    `| create-order answer → card event on an open board | ${figures.liveDelay.p50} | ${figures.liveDelay.p99} | ${figures.liveDelay.samples} |`,
  );
}

async function hotDish(
  name: string,
  server: RunningServer,
  database: string | undefined,
  databaseUrl: string | undefined,
) {
  const { runHotDish } = await import('./hot-dish.ts');
  // On PostgreSQL each run is preceded by the floor (floor-server.ts) on a database of its own.
  const adminUrl = process.env.TEST_DATABASE_URL;
  const floorServer = database && adminUrl ? await startFloor(await freshDatabase(adminUrl, 'tavola_floor')) : null;
  const runs = await runHotDish(
    server.url,
    {
      serverCpuMs: server.cpuMs,
      databaseCpuMs: database ? () => databaseBackendsCpuMs(database) : undefined,
    },
    database ? databaseUrl : undefined,
    floorServer
      ? { floor: { url: floorServer.url, serverCpuMs: floorServer.cpuMs, databaseCpuMs: () => databaseBackendsCpuMs('tavola_floor') } }
      : {},
  ).finally(() => floorServer?.stop());
  console.log(
    `\n## Hot dish on ${name} (${runs[0]?.baskets ?? 0} prepared baskets of one dish and slot, then create-order)\n`,
  );
  if (floorServer) {
    console.log(
      'Floor: the same requests, the same width, right before each run, to bare Fastify and pg doing one guarded write on one hot row (bench/floor-server.ts): what this machine gives that minute.\n',
    );
  }
  console.log(
    '| run | orders/s | p50 ms | p99 ms | created | 5xx | refused (code: n) | stock set | stock left | CPU ms/order: server / PostgreSQL / load generator | server CPU ms/order with the mails sent after | floor: orders/s, p99 ms, CPU ms/order | share of the floor |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    const refused =
      Object.entries(run.refused)
        .map(([code, n]) => `${code}: ${n}`)
        .join(', ') || '—';
    // A share only where every guest got an order: a run with refusals answers faster than it orders.
    const share = run.floor && run.created === run.baskets ? `${Math.round((100 * run.ordersPerSecond) / run.floor.ordersPerSecond)} %` : '—';
    const floor = run.floor ? `${run.floor.ordersPerSecond}, ${run.floor.p99}, ${run.floor.cpuMsPerOrder ?? '—'} | ${share}` : '— | —';
    console.log(
      `| ${run.label} | ${run.ordersPerSecond} | ${run.p50} | ${run.p99} | ${run.created} | ${run.serverErrors} | ${refused} | ${run.stock} | ${run.stockLeft ?? '—'} | ${run.serverCpuMsPerOrder ?? '—'} / ${run.databaseCpuMsPerOrder ?? '—'} / ${run.loadGeneratorCpuMsPerOrder} | ${run.serverCpuMsPerOrderWithMails ?? '—'} | ${floor} |`,
    );
  }
}

async function orderFlow(name: string, server: RunningServer, database: string | undefined) {
  const { runOrderFlow } = await import('./order-flow.ts');
  console.log(`\n## Order flow on ${name} (20 concurrent guests)\n`);
  const databaseCpuMs = database ? () => databaseBackendsCpuMs(database) : undefined;
  const result = await runOrderFlow(server.url, { serverCpuMs: server.cpuMs, databaseCpuMs });
  printOrderFlow(result);
  if (process.env.BENCH_JSON) console.log(JSON.stringify(result, null, 2));
}

function printOrderFlow(result: OrderFlowResult) {
  const steps = Object.keys(result.saturated.perCall);
  console.log(
    `| run | orders/s | ${steps.map((step) => `${step} p50/p99`).join(' | ')} | all p99 | server CPU ms/call | PostgreSQL CPU ms/call | load generator CPU ms/call | load avg | failed |`,
  );
  console.log(`|---|---|${steps.map(() => '---|').join('')}---|---|---|---|---|---|`);
  for (const [name, run] of Object.entries(result)) {
    const cells = steps.map((step) => {
      const figures = run.perCall[step];
      return figures ? `${figures.p50} / ${figures.p99}` : '—';
    });
    const failed = Object.values(run.perCall).reduce((sum, figures) => sum + figures.failed, 0);
    console.log(
      `| ${name} | ${run.ordersPerSecond} | ${cells.join(' | ')} | ${run.p99} | ${run.serverCpuMsPerCall ?? '—'} | ${run.databaseCpuMsPerCall ?? '—'} | ${run.loadGeneratorCpuMsPerCall} | ${run.loadAverage} | ${failed} |`,
    );
  }
  for (const [name, run] of Object.entries(result)) {
    if (Object.keys(run.failures).length) console.log(`failures in ${name}: ${JSON.stringify(run.failures)}`);
  }
}

/**
 * Issue 24 item 5: the JavaScript of the first menu load (gzip; React's own floor apart from the app's code),
 * and Lighthouse mobile (simulated slow 4G) as the median of three runs.
 */
const BUDGET = { firstLoadKb: 125, appOwnKb: 40, performance: 97, accessibility: 100, fcpMs: 1000, lcpMs: 1500, tbtMs: 150, cls: 0.02 };
const LIGHTHOUSE_RUNS = 3;

async function webBudget(server: RunningServer) {
  console.log('\n## Storefront budgets (production build served by the server)\n');
  const js = await measureFirstLoadJs(server.url);
  for (const file of js.files) console.log(`- ${file.url}: ${(file.gzipBytes / 1024).toFixed(1)} KB gzip`);
  const kb = js.totalGzipBytes / 1024;
  const floors = await floorsGzipBytes();
  const [reactKb, stackKb] = [floors.react / 1024, floors.withLibraries / 1024];
  // Issue 24 names 'React's floor' at about 86 KB: what React with the router and query libraries weighs.
  console.log(
    `First menu load JS: ${kb.toFixed(1)} KB gzip (budget ${BUDGET.firstLoadKb} KB): React's floor ${reactKb.toFixed(1)} KB ` +
      `(the app's own beyond it ${(kb - reactKb).toFixed(1)} KB); with React Router and TanStack Query ${stackKb.toFixed(1)} KB ` +
      `(the app's own beyond it ${(kb - stackKb).toFixed(1)} KB; budget ${BUDGET.appOwnKb} KB)`,
  );
  const runs: LighthouseScores[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await runLighthouse(`${server.url}/`));
  for (const [index, scores] of runs.entries()) {
    console.log(
      `- Lighthouse mobile run ${index + 1}: performance ${scores.performance}, accessibility ${scores.accessibility}, FCP ${scores.fcpMs} ms, LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, CLS ${scores.cls} (benchmark index ${scores.benchmarkIndex})`,
    );
  }
  const median = (pick: (scores: LighthouseScores) => number) =>
    runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  console.log(
    `Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}: performance ${median((r) => r.performance)} (≥ ${BUDGET.performance}), ` +
      `accessibility ${median((r) => r.accessibility)} (${BUDGET.accessibility}), FCP ${median((r) => r.fcpMs)} ms (≤ ${BUDGET.fcpMs}), ` +
      `LCP ${median((r) => r.lcpMs)} ms (≤ ${BUDGET.lcpMs}), TBT ${median((r) => r.tbtMs)} ms (≤ ${BUDGET.tbtMs}), CLS ${median((r) => r.cls)} (≤ ${BUDGET.cls})`,
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
