import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runHousekeeping } from '../apps/server/src/housekeeping/run-housekeeping.ts';
import { managerToken, runBoardBench } from './board.ts';
import { runHotDish, type HotDishRun } from './hot-dish.ts';
import { client, demoToken, firstPickupTime, percentile, restaurantOfToken, runOrderFlow, twoPlainProducts, type Api } from './order-flow.ts';
import { FULL_SCALE, generateScale, type GeneratedScale, type ScaleShape } from './scale-data.ts';
import { databaseBackendsCpuMs, startServer, type RunningServer } from './server-process.ts';

/**
 * `npm run bench -- --only=scale` (issue 29): the hot paths of one restaurant measured on an empty database,
 * then again after a year of 100 restaurants was generated into the same database, by the same server
 * process; then housekeeping over that set while guests order, and the plans PostgreSQL chose for the
 * hot statements (auto_explain, one pass of every part on a second server process).
 * BENCH_SCALE=small generates a hundredth of the set (for trying the bench itself).
 */
export async function runScaleBench(emptyUrl: string, fullUrl: string): Promise<void> {
  const shape: ScaleShape =
    process.env.BENCH_SCALE === 'small' ? { restaurants: 5, customersPer: 400, ordersPer: 2_000, abandonedPer: 4_000 } : FULL_SCALE;
  // BENCH_SCALE_MEASURE=0: generate and collect the plans only (for looking at a plan after a change).
  if (process.env.BENCH_SCALE_MEASURE === '0') {
    const server = await startServer({ DATABASE_URL: fullUrl, BOT_CHECK: 'off' });
    try {
      const guest = await prepareGuest(server.url);
      printGenerated(await generateScale(fullUrl, guest.restaurantId, shape));
    } finally {
      await server.stop();
    }
    return printPlans(fullUrl);
  }
  const phases: Phase[] = [];
  // Each phase on its own database and server process, so the second one does not also carry the orders
  // the first one placed today (the board lists today's orders).
  phases.push(await measurePhase('empty', emptyUrl));
  phases.push(await measurePhase('a year in', fullUrl, async (restaurantId) => printGenerated(await generateScale(fullUrl, restaurantId, shape))));
  printSideBySide(phases);
  await printPlans(fullUrl);
}

interface Phase {
  name: string;
  parts: PartFigures[];
  hotDish: HotDishRun[];
}

async function measurePhase(name: string, databaseUrl: string, prepare?: (restaurantId: number) => Promise<void>): Promise<Phase> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const server = await startServer({ DATABASE_URL: databaseUrl, BOT_CHECK: 'off' });
  try {
    const guest = await prepareGuest(server.url);
    await prepare?.(guest.restaurantId);
    await measureParts(server, database, guest, { warmUp: true });
    const phase = { name, ...(await measureParts(server, database, guest)) };
    if (prepare) printHousekeeping(await housekeepingUnderOrders(server.url, databaseUrl));
    return phase;
  } finally {
    await server.stop();
  }
}

interface Guest {
  restaurantId: number;
  publicToken: string;
  customerToken: string;
  managerToken: string;
  orderId: string;
}

interface PartFigures {
  part: string;
  requestsPerSecond: number | null;
  p50: number;
  p99: number;
  serverCpuMsPerCall: number | null;
  databaseCpuMsPerCall: number | null;
  failed: number;
}

/** A registered customer with five orders (their history page), and one order's id (its status page). */
async function prepareGuest(baseUrl: string): Promise<Guest> {
  const publicToken = await demoToken(baseUrl);
  const restaurantId = restaurantOfToken(publicToken);
  const api = client(baseUrl, publicToken);
  const email = 'scale-bench-customer@example.com';
  const password = 'a-long-bench-password-29';
  const signUp = new URL('/api/auth/signup', baseUrl);
  for (const [key, value] of Object.entries({ name: 'Scale Guest', email, password, password_confirmation: password, mobile: '+4915112345678' })) {
    signUp.searchParams.set(key, value);
  }
  const signed = await fetch(signUp, { method: 'POST', headers: { authorization: `Bearer ${publicToken}` } });
  if (!signed.ok) throw new Error(`sign-up answered ${signed.status}: ${await signed.text()}`);
  const login = await api.call('POST', '/api/auth/login', { email, password, restaurantId });
  const customerToken = (login.body?.access_token ?? login.body?.data?.access_token) as string | undefined;
  if (!customerToken) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const customer = client(baseUrl, customerToken);
  const [dish] = await twoPlainProducts(api, restaurantId);
  const time = await firstPickupTime(api, restaurantId, dish);
  let orderId = '';
  for (let i = 0; i < 5; i++) orderId = await placeOrder(customer, restaurantId, dish, time);
  return { restaurantId, publicToken, customerToken, managerToken: await managerToken(baseUrl, publicToken), orderId };
}

async function placeOrder(api: Api, restaurantId: number, productId: number, time: string): Promise<string> {
  const basketId = (await api.call('POST', '/api/basket/create', { restaurantId, deliveryType: 'pickup' })).body.data.id as string;
  await api.call('POST', '/api/basket/add', { restaurantId, basketId, productId, quantity: 1 });
  await api.call('POST', '/api/basket/add-delivery-time', { restaurantId, basketId, delivery_time: time });
  await api.call('POST', '/api/basket/add-address', { restaurantId, basketId, userInfo: { name: 'Scale Guest', email: 'scale@example.com', mobile: '030123' } });
  const created = await api.call('POST', '/api/order/create-order', { restaurantId, basketId, paymentType: 'cash' });
  if (created.status !== 201) throw new Error(`create-order answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.data.orderId as string;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Every part once; `warmUp` runs the read parts for a second each (a fresh process compiles as it goes) and nothing else. */
async function measureParts(server: RunningServer, database: string, guest: Guest, options: { warmUp?: boolean } = {}) {
  const { url } = server;
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-encoding': 'gzip', 'accept-language': 'de' });
  const api = client(url, guest.publicToken);
  const categories = await api.call('GET', '/api/restaurant/category', { restaurantId: guest.restaurantId });
  const categoryId = (categories.body.data as { id: number }[])[0]?.id;
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const parts: PartFigures[] = [];
  const rid = guest.restaurantId;
  const cannon = (part: string, path: string, token: string, connections: number) =>
    measured(server, database, part, `${url}${path}`, auth(token), connections, options.warmUp ? 1 : SECONDS).then((figures) => parts.push(figures));
  await cannon('menu: GET api/restaurant/category', `/api/restaurant/category?restaurantId=${rid}`, guest.publicToken, 50);
  await cannon('menu: GET api/restaurant/products', `/api/restaurant/products?restaurantId=${rid}&categoryId=${categoryId}`, guest.publicToken, 50);
  await cannon('status page: GET api/order', `/api/order?restaurantId=${rid}&orderId=${guest.orderId}`, guest.publicToken, 20);
  await cannon('order history: GET api/order/history (5 orders)', `/api/order/history?restaurantId=${rid}&page=1&per_page=10`, guest.customerToken, 20);
  await cannon("board: GET api/managers/order (today's orders)", `/api/managers/order?restaurantId=${rid}&per_page=100`, guest.managerToken, 10);
  await cannon('reports: GET api/owner/reports (last 30 days: grows with the restaurant\'s own orders)', `/api/owner/reports?restaurantId=${rid}&from=${monthAgo}&to=${today}`, guest.managerToken, 4);
  if (options.warmUp) return { parts, hotDish: [] };

  const flow = await runOrderFlow(url, { seconds: SECONDS, serverCpuMs: server.cpuMs, databaseCpuMs: () => databaseBackendsCpuMs(database) });
  for (const [name, run] of [['saturated', flow.saturated], ['paced', flow.paced]] as const) {
    parts.push({
      part: `order flow, 20 guests ${name} (every call)`,
      requestsPerSecond: null,
      p50: Math.max(...Object.values(run.perCall).map((call) => call.p50)),
      p99: run.p99,
      serverCpuMsPerCall: run.serverCpuMsPerCall,
      databaseCpuMsPerCall: run.databaseCpuMsPerCall,
      failed: Object.values(run.perCall).reduce((sum, call) => sum + call.failed, 0),
    });
  }
  const board = await runBoardBench(url, { orders: 100, samples: 30 });
  parts.push({ part: 'board: create-order answer → card event', requestsPerSecond: null, ...board.liveDelay, serverCpuMsPerCall: null, databaseCpuMsPerCall: null, failed: 0 });
  const hotDish = await runHotDish(
    url,
    { serverCpuMs: server.cpuMs, databaseCpuMs: () => databaseBackendsCpuMs(database) },
    undefined,
    { onlyTwentyAtATime: 5 },
  );
  return { parts, hotDish };
}

/** autocannon on one URL, with the server's and PostgreSQL's CPU per answered call. */
async function measured(
  server: RunningServer,
  database: string,
  part: string,
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<PartFigures> {
  const serverBefore = server.cpuMs();
  const databaseBefore = databaseBackendsCpuMs(database);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const serverAfter = server.cpuMs();
  const databaseAfter = databaseBackendsCpuMs(database);
  const calls = result.requests.total;
  const per = (ms: number) => Math.round((ms / Math.max(calls, 1)) * 100) / 100;
  let databaseMs = 0;
  for (const [pid, cpu] of databaseAfter) databaseMs += cpu - (databaseBefore.get(pid) ?? 0);
  return {
    part,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpuMsPerCall: serverBefore !== null && serverAfter !== null ? per(serverAfter - serverBefore) : null,
    databaseCpuMsPerCall: per(databaseMs),
    failed: result.non2xx + result.errors,
  };
}

function printGenerated(generated: GeneratedScale) {
  const { shape } = generated;
  console.log(
    `\n## The set (${shape.restaurants} restaurants × ${shape.customersPer} customers, ${shape.ordersPer} orders, ${shape.abandonedPer} baskets never ordered), generated in ${(generated.totalMs / 1000).toFixed(0)} s\n`,
  );
  console.log(`rows: ${Object.entries(generated.rows).map(([table, n]) => `${table} ${n.toLocaleString('en')}`).join(', ')}`);
  console.log(`steps (s): ${Object.entries(generated.ms).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)}`).join(', ')}`);
}

function printSideBySide(phases: Phase[]) {
  const [empty, full] = phases;
  if (!empty || !full) return;
  const change = (before: number | null, after: number | null) =>
    before && after !== null ? `${after >= before ? '+' : ''}${Math.round(((after - before) / before) * 100)} %` : '—';
  console.log(`\n## One restaurant, empty database → a year in (same server process, ${SECONDS} s per part)\n`);
  console.log('| part | req/s | p50 ms | p99 ms | p99 change | server CPU ms/call | change | PostgreSQL CPU ms/call | change | failed |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [index, before] of empty.parts.entries()) {
    const after = full.parts[index]!;
    console.log(
      `| ${before.part} | ${before.requestsPerSecond ?? '—'} → ${after.requestsPerSecond ?? '—'} | ${before.p50} → ${after.p50} | ${before.p99} → ${after.p99} | ${change(before.p99, after.p99)} | ${before.serverCpuMsPerCall ?? '—'} → ${after.serverCpuMsPerCall ?? '—'} | ${change(before.serverCpuMsPerCall, after.serverCpuMsPerCall)} | ${before.databaseCpuMsPerCall ?? '—'} → ${after.databaseCpuMsPerCall ?? '—'} | ${change(before.databaseCpuMsPerCall, after.databaseCpuMsPerCall)} | ${before.failed} / ${after.failed} |`,
    );
  }
  console.log('\n### Hot dish, 20 at a time (600 prepared baskets of one dish, then create-order), five runs each\n');
  console.log('| database | run | orders/s | p50 ms | p99 ms | 5xx | refused | CPU ms/order server / PostgreSQL |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const phase of phases) {
    for (const [k, run] of phase.hotDish.entries()) {
      const refused = Object.entries(run.refused).map(([code, n]) => `${code}: ${n}`).join(', ') || '—';
      console.log(`| ${phase.name} | ${k + 1} | ${run.ordersPerSecond} | ${run.p50} | ${run.p99} | ${run.serverErrors} | ${refused} | ${run.serverCpuMsPerOrder ?? '—'} / ${run.databaseCpuMsPerOrder ?? '—'} |`);
    }
  }
}

interface HousekeepingFigures {
  ms: number;
  counts: Record<string, number>;
  ordersDuring: number;
  createOrder: { p50: number; p99: number; max: number };
  failed: number;
}

/** Housekeeping over the set (run as the server's timer runs it) while ten guests keep ordering. */
async function housekeepingUnderOrders(baseUrl: string, databaseUrl: string): Promise<HousekeepingFigures> {
  const token = await demoToken(baseUrl);
  const restaurantId = restaurantOfToken(token);
  const api = client(baseUrl, token);
  const [dish] = await twoPlainProducts(api, restaurantId);
  const time = await firstPickupTime(api, restaurantId, dish);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const latencies: number[] = [];
  let failed = 0;
  let done = false;
  const guests = Array.from({ length: 10 }, async () => {
    while (!done) {
      const sent = performance.now();
      try {
        await placeOrder(api, restaurantId, dish, time);
        latencies.push(performance.now() - sent);
      } catch {
        failed += 1;
      }
    }
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const started = performance.now();
    const counts = await runHousekeeping(database, new Date());
    const ms = Math.round(performance.now() - started);
    const during = latencies.length;
    done = true;
    await Promise.all(guests);
    return {
      ms,
      counts: counts as unknown as Record<string, number>,
      ordersDuring: during,
      createOrder: {
        p50: Math.round(percentile(latencies, 50)),
        p99: Math.round(percentile(latencies, 99)),
        max: Math.round(Math.max(...latencies)),
      },
      failed,
    };
  } finally {
    done = true;
    await database.close();
  }
}

function printHousekeeping(figures: HousekeepingFigures) {
  console.log('\n## Housekeeping over the set while 10 guests order (basket → 1 dish → time → details → create-order)\n');
  console.log(`- took ${(figures.ms / 1000).toFixed(1)} s (target ≤ 30 s); removed: ${Object.entries(figures.counts).map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  console.log(
    `- guests' whole order (5 calls) meanwhile: ${figures.ordersDuring} orders, p50 ${figures.createOrder.p50} ms, p99 ${figures.createOrder.p99} ms, slowest ${figures.createOrder.max} ms, failed ${figures.failed}`,
  );
}

/** Tables that grow with orders, customers and baskets: a sequential scan of one is a cost that grows. */
const GROWING = ['orders', 'order_lines', 'order_vat_rates', 'baskets', 'basket_lines', 'users', 'order_status_changes'];

/**
 * The plans PostgreSQL chose for every statement of the hot paths on the full set: a second server process
 * whose connections load auto_explain (every statement's plan into the PostgreSQL log, TEST_DATABASE_LOG)
 * runs each part once; statements that touch a growing table are listed with their scan nodes.
 */
async function printPlans(databaseUrl: string) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const logFile = process.env.TEST_DATABASE_LOG;
  if (!logFile) return console.log('\n(no TEST_DATABASE_LOG: plans not collected; run through scripts/with-postgres.sh)');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`alter database ${database} set session_preload_libraries = 'auto_explain'`);
  await admin.query(`alter database ${database} set auto_explain.log_min_duration = 0`);
  await admin.query(`alter database ${database} set auto_explain.log_nested_statements = on`);
  await admin.query(`alter database ${database} set auto_explain.log_format = json`);
  const logStart = readFileSync(logFile).length;
  const server = await startServer({ DATABASE_URL: databaseUrl, BOT_CHECK: 'off' });
  try {
    const guest = await prepareGuest(server.url).catch(async () => onceMore(server.url));
    const api = client(server.url, guest.publicToken);
    const rid = guest.restaurantId;
    await api.call('GET', '/api/restaurant/category', { restaurantId: rid });
    await api.call('GET', '/api/order', { restaurantId: rid, orderId: guest.orderId });
    await client(server.url, guest.customerToken).call('GET', '/api/order/history', { restaurantId: rid, page: 1, per_page: 10 });
    await client(server.url, guest.managerToken).call('GET', '/api/managers/order', { restaurantId: rid, per_page: 100 });
    const [dish] = await twoPlainProducts(api, rid);
    await placeOrder(client(server.url, guest.customerToken), rid, dish, await firstPickupTime(api, rid, dish));
    // Housekeeping's statements, from this process (its connections load auto_explain too).
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await runHousekeeping(database, new Date()).finally(() => database.close());
  } finally {
    await server.stop();
    await admin.query(`alter database ${database} reset all`);
    await admin.end();
  }
  const log = readFileSync(logFile, 'utf8').slice(logStart);
  const plans = new Map<string, string[]>();
  // Entries start with the log line prefix's timestamp; a plan's JSON continues over the lines after it.
  for (const entry of log.split(/\n(?=\d{4}-\d\d-\d\d )/)) {
    const json = /plan:\s*\n([\s\S]*)/.exec(entry)?.[1];
    if (!json) continue;
    let explained: { 'Query Text': string; Plan: PlanNode };
    try {
      explained = JSON.parse(json);
    } catch {
      continue;
    }
    const text = explained['Query Text'].replace(/\s+/g, ' ').trim();
    if (!GROWING.some((table) => new RegExp(`\\b${table}\\b`).test(text))) continue;
    if (!plans.has(text)) plans.set(text, planNodes(explained.Plan));
  }
  const scans = [...plans.entries()].filter(([, nodes]) => nodes.some((node) => GROWING.some((table) => node.startsWith(`Seq Scan on ${table}`))));
  console.log(`\n## Plans of the hot statements on the full set (${plans.size} statements touching growing tables; ${scans.length} with a sequential scan of one)\n`);
  for (const [text, nodes] of [...scans, ...[...plans].filter((entry) => !scans.includes(entry))]) {
    console.log(`- \`${text.slice(0, 120)}${text.length > 120 ? '…' : ''}\``);
    console.log(`  - ${nodes.join(' → ')}`);
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** A plan as one line per node: 'Seq Scan on orders', 'Index Scan using orders_customer_idx on orders'. */
function planNodes(node: PlanNode, into: string[] = []): string[] {
  const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  into.push(`${node['Node Type']}${using}${on}`);
  for (const child of node.Plans ?? []) planNodes(child, into);
  return into;
}

/** The customer exists from the measured run: log in again rather than sign up. */
async function onceMore(baseUrl: string): Promise<Guest> {
  const publicToken = await demoToken(baseUrl);
  const restaurantId = restaurantOfToken(publicToken);
  const api = client(baseUrl, publicToken);
  const login = await api.call('POST', '/api/auth/login', { email: 'scale-bench-customer@example.com', password: 'a-long-bench-password-29', restaurantId });
  const customerToken = (login.body?.access_token ?? login.body?.data?.access_token) as string;
  const history = await client(baseUrl, customerToken).call('GET', '/api/order/history', { restaurantId, page: 1, per_page: 1 });
  return { restaurantId, publicToken, customerToken, managerToken: await managerToken(baseUrl, publicToken), orderId: history.body.data.data[0].orderId };
}
