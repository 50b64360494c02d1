import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';

/**
 * The order flow under load: each of `guests` concurrent guests repeats create basket → add two
 * lines → set a pickup time → add the guest's details → create-order (cash) until the time is up.
 * Plain fetch with timing per call; answers orders/s and p50/p99 per call (target: p99 < 50 ms per
 * call on PostgreSQL).
 *
 * Four runs:
 * - `oneGuest`: one guest, no pause: what each call costs when nothing queues (service time).
 * - `saturated`: no pause between calls, a closed loop of 20 clients. It measures the most orders per
 *   second the machine takes; its latencies are mostly queueing (Little's law: 20 calls always in
 *   flight at X calls/s wait 20/X s on average), and the load generator shares the 2 cores.
 * - `paced`: the same fixed pause (250 ms) before every call of every guest, as the first figures
 *   were taken. All guests start together and keep in step, so 20 calls arrive at once each round.
 * - `pacedRandom`: guests start at random moments and pause a random 0.5–1.5 × 250 ms (same mean),
 *   as independent people click: the latency a guest sees while the server is not flooded.
 * Each run also reports the server's CPU time per call (from /proc) and the load generator's, so a
 * figure taken on a busy machine can be told from a slow server.
 */

export interface OrderFlowOptions {
  /** A public token of the restaurant; fetched for the demo storefront when absent. */
  token?: string;
  guests?: number;
  /** Per run; default BENCH_SECONDS or 10. */
  seconds?: number;
  /** Pause between a guest's calls in the paced runs; default 250 ms. */
  thinkMs?: number;
  /** CPU time the server process has used so far (RunningServer.cpuMs), for CPU per call. */
  serverCpuMs?: () => number | null;
  /** CPU time so far of each database backend by pid (databaseBackendsCpuMs), for CPU per call. */
  databaseCpuMs?: () => Map<number, number>;
}

export interface CallFigures {
  calls: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

export type OrderFlowResult = {
  oneGuest: OrderFlowRun;
  saturated: OrderFlowRun;
  paced: OrderFlowRun;
  pacedRandom: OrderFlowRun;
};

export type OrderFlowRun = {
  guests: number;
  /** Pause between a guest's calls (the mean when random). */
  thinkMs: number;
  randomThink: boolean;
  seconds: number;
  /** Server process CPU (user + system) per call of the flow, in ms; null when not measured. */
  serverCpuMsPerCall: number | null;
  /** PostgreSQL backends' CPU per call, in ms; null when not measured (PGlite runs inside the server). */
  databaseCpuMsPerCall: number | null;
  /** This process's CPU per call: the load generator competes with the server for the cores. */
  loadGeneratorCpuMsPerCall: number;
  /** 1-minute load average at the end of the run (2 cores: above 2 means others wait for a core). */
  loadAverage: number;
  orders: number;
  ordersPerSecond: number;
  /** p99 over every call of the flow, in ms. */
  p99: number;
  perCall: Record<string, CallFigures>;
  /** Coded answers of failed calls, counted (e.g. product_out_of_stock). */
  failures: Record<string, number>;
};

type Step = 'create basket' | 'add line 1' | 'add line 2' | 'set time' | 'add address' | 'create-order';

const GUEST = { name: 'Bench Guest', email: 'bench@example.com', mobile: '030123456' };

export async function runOrderFlow(baseUrl: string, options: OrderFlowOptions = {}): Promise<OrderFlowResult> {
  const guests = options.guests ?? 20;
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const token = options.token ?? (await demoToken(baseUrl));
  const restaurantId = restaurantOfToken(token);
  const api = client(baseUrl, token);
  const [first, second] = await twoPlainProducts(api, restaurantId);
  const time = await firstPickupTime(api, restaurantId, first);
  const flow: Flow = {
    api,
    restaurantId,
    products: [first, second],
    time,
    serverCpuMs: options.serverCpuMs ?? (() => null),
    databaseCpuMs: options.databaseCpuMs ?? null,
  };
  const thinkMs = options.thinkMs ?? 250;
  return {
    oneGuest: await runGuests(flow, 1, seconds, 0, false),
    saturated: await runGuests(flow, guests, seconds, 0, false),
    paced: await runGuests(flow, guests, seconds, thinkMs, false),
    pacedRandom: await runGuests(flow, guests, seconds, thinkMs, true),
  };
}

interface Flow {
  api: Api;
  restaurantId: number;
  products: [number, number];
  time: string;
  serverCpuMs: () => number | null;
  databaseCpuMs: (() => Map<number, number>) | null;
}

async function runGuests(
  flow: Flow,
  guests: number,
  seconds: number,
  thinkMs: number,
  randomThink: boolean,
): Promise<OrderFlowRun> {
  const { api, restaurantId, time } = flow;
  const pause = (factor: number) => new Promise((resolve) => setTimeout(resolve, thinkMs * factor));
  const [first, second] = flow.products;

  const timings = new Map<Step, number[]>();
  const failed = new Map<Step, number>();
  const failures = new Map<string, number>();
  let orders = 0;

  async function step(name: Step, method: 'GET' | 'POST', url: string, body: Record<string, unknown>) {
    if (thinkMs > 0) await pause(randomThink ? 0.5 + Math.random() : 1);
    const started = performance.now();
    const answer = await api.call(method, url, { restaurantId, ...body });
    const list = timings.get(name) ?? [];
    list.push(performance.now() - started);
    timings.set(name, list);
    if (answer.status >= 300) {
      failed.set(name, (failed.get(name) ?? 0) + 1);
      const code = `${name}: ${answer.status} ${answer.body?.message?.code ?? answer.body?.code ?? 'no code'}`;
      failures.set(code, (failures.get(code) ?? 0) + 1);
      return null;
    }
    return answer.body;
  }

  async function guest(deadline: number) {
    // Independent guests do not arrive together: each starts somewhere within the first pause.
    if (randomThink) await pause(Math.random());
    while (performance.now() < deadline) {
      const created = await step('create basket', 'POST', '/api/basket/create', { deliveryType: 'pickup' });
      const basketId = created?.data?.id as string | undefined;
      if (!basketId) continue;
      if (!(await step('add line 1', 'POST', '/api/basket/add', { basketId, productId: first, quantity: 2 }))) continue;
      if (!(await step('add line 2', 'POST', '/api/basket/add', { basketId, productId: second, quantity: 1 })))
        continue;
      if (!(await step('set time', 'POST', '/api/basket/add-delivery-time', { basketId, delivery_time: time })))
        continue;
      if (!(await step('add address', 'POST', '/api/basket/add-address', { basketId, userInfo: GUEST }))) continue;
      if (await step('create-order', 'POST', '/api/order/create-order', { basketId, paymentType: 'cash' })) orders += 1;
    }
  }

  const serverCpuBefore = flow.serverCpuMs();
  const databaseCpuBefore = flow.databaseCpuMs?.() ?? null;
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: guests }, () => guest(deadline)));
  const elapsed = (performance.now() - started) / 1000;
  const serverCpuAfter = flow.serverCpuMs();
  const databaseCpuAfter = flow.databaseCpuMs?.() ?? null;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  // Backends that started during the run count from zero; ones that ended are missed (the pool keeps them).
  let databaseCpu: number | null = null;
  if (databaseCpuBefore && databaseCpuAfter) {
    databaseCpu = 0;
    for (const [pid, cpu] of databaseCpuAfter) databaseCpu += cpu - (databaseCpuBefore.get(pid) ?? 0);
  }

  const all = [...timings.values()].flat();
  const calls = Math.max(1, all.length);
  return {
    guests,
    thinkMs,
    randomThink,
    seconds: round(elapsed),
    serverCpuMsPerCall:
      serverCpuBefore === null || serverCpuAfter === null ? null : round2((serverCpuAfter - serverCpuBefore) / calls),
    databaseCpuMsPerCall: databaseCpu === null ? null : round2(databaseCpu / calls),
    loadGeneratorCpuMsPerCall: round2((ownCpu.user + ownCpu.system) / 1000 / calls),
    loadAverage: round2(os.loadavg()[0] ?? 0),
    orders,
    ordersPerSecond: round(orders / elapsed),
    p99: round(percentile(all, 99)),
    perCall: Object.fromEntries(
      [...timings].map(([name, list]) => [
        name,
        {
          calls: list.length,
          failed: failed.get(name) ?? 0,
          p50: round(percentile(list, 50)),
          p99: round(percentile(list, 99)),
          max: round(Math.max(...list)),
        },
      ]),
    ),
    failures: Object.fromEntries(failures),
  };
}

export interface Api {
  call(method: 'GET' | 'POST', url: string, params: Record<string, unknown>): Promise<{ status: number; body: any }>;
}

/**
 * node:http with a keep-alive agent rather than fetch: fetch (undici behind web streams) cost the load
 * generator about 0.6 ms of CPU a call, CPU that the server and PostgreSQL under test lack on two cores.
 * Answers are asked for gzipped and unpacked, as a browser does.
 */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1024 });

export function client(baseUrl: string, token: string): Api {
  return {
    call(method, url, params) {
      const target = new URL(url, baseUrl);
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        'accept-encoding': 'gzip',
      };
      let body: string | null = null;
      if (method === 'GET') {
        for (const [key, value] of Object.entries(params)) target.searchParams.set(key, String(value));
      } else {
        body = JSON.stringify(params);
        headers['content-type'] = 'application/json';
      }
      return new Promise((resolve, reject) => {
        const request = http.request(target, { method, headers, agent: keepAlive }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null });
          });
        });
        request.on('error', reject);
        request.end(body ?? undefined);
      });
    },
  };
}

/** The storefront's own way in: the public client of the page config, else the demo file's. */
export async function demoToken(baseUrl: string): Promise<string> {
  let client: { clientId: string; clientSecret: string } | null = null;
  const html = await (await fetch(`${baseUrl}/`)).text().catch(() => '');
  const match = html.match(/<script id="storefront-config" type="application\/json">([\s\S]*?)<\/script>/);
  if (match?.[1]) client = JSON.parse(match[1]) as { clientId: string; clientSecret: string };
  if (!client) {
    const demo = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../data/demo/restaurant.json'), 'utf8'));
    client = demo.restaurant.publicClient as { clientId: string; clientSecret: string };
  }
  const response = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
  });
  if (!response.ok) throw new Error(`token request answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export function restaurantOfToken(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { rid?: number };
  if (!payload.rid) throw new Error('the token names no restaurant');
  return payload.rid;
}

interface MenuProduct {
  id: number;
  stock: number | null;
  is_package: number;
  extra: number[];
  happyHours: unknown[];
  additional_info_config: { name: boolean; date: boolean };
}

/** Two products a guest can add without choices: unlimited stock, no extras, no package, always on offer. */
export async function twoPlainProducts(api: Api, restaurantId: number): Promise<[number, number]> {
  const categories = await api.call('GET', '/api/restaurant/category', { restaurantId });
  const found: number[] = [];
  for (const category of (categories.body?.data ?? []) as { id: number }[]) {
    const answer = await api.call('GET', '/api/restaurant/products', { restaurantId, categoryId: category.id });
    for (const product of (answer.body?.data ?? []) as MenuProduct[]) {
      const plain =
        product.stock === null &&
        product.is_package === 0 &&
        product.extra.length === 0 &&
        product.happyHours.length === 0 &&
        !product.additional_info_config.name &&
        !product.additional_info_config.date;
      if (plain) found.push(product.id);
      if (found.length === 2) return [found[0]!, found[1]!];
    }
  }
  throw new Error('the menu has no two plain products to order');
}

/** The earliest pickup time the server accepts: it answers validTime for a time it refuses. */
export async function firstPickupTime(api: Api, restaurantId: number, productId: number): Promise<string> {
  const probe = await api.call('POST', '/api/basket/create', { restaurantId, deliveryType: 'pickup' });
  const basketId = probe.body.data.id as string;
  await api.call('POST', '/api/basket/add', { restaurantId, basketId, productId });
  const soon = new Date(Date.now() + 60 * 60_000);
  let candidate = localMinuteText(soon);
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await api.call('POST', '/api/basket/add-delivery-time', {
      restaurantId,
      basketId,
      delivery_time: candidate,
    });
    if (answer.status === 200) return candidate;
    const suggestion = answer.body?.validTime as string | undefined;
    if (!suggestion) throw new Error(`no pickup time accepted: ${JSON.stringify(answer.body)}`);
    candidate = suggestion;
  }
  throw new Error('the server kept refusing its own suggested pickup time');
}

/** Any 15-minute step as 'YYYY-MM-DD HH:MM' (UTC): a starting guess the server corrects with validTime. */
function localMinuteText(at: Date): string {
  const stepped = new Date(Math.ceil(at.getTime() / 900_000) * 900_000);
  return stepped.toISOString().slice(0, 16).replace('T', ' ');
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
