import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../account/helpers.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { orderingKit, TestClock, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { signedInManager } from '../manager/support.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { hostileJson, hostileQueryValue, rawHostileBodies, traversalPaths } from './hostile-values.ts';

/*
 * Hostile input at scale: every endpoint of the OpenAPI document gets generated requests with wrong
 * types, extremes, injection-looking text, prototype keys, malformed and oversized bodies, under
 * every kind of token. No answer may be a 5xx or show internals, and a refused request writes nothing.
 */

/** Endpoints that hold the connection open (SSE): tested for refusals elsewhere, not by a generator. */
const STREAMS = new Set(['GET /api/order/status-stream', 'GET /api/managers/order/stream']);

/** Tables a refused request may legitimately write: failed logins are counted (that is the point). */
const COUNTED_ON_REFUSAL = new Set(['auth_throttles', 'request_rates']);

/** What an answer must never show: stack frames, file positions, library and database internals. */
const LEAK =
  /\bat [\w.<>$]+ \(|node_modules|\.ts:\d+|\.js:\d+:\d+|drizzle|pglite|ZodError|TypeError|ReferenceError|SyntaxError|RangeError|FST_ERR|violates|relation "|syntax error at|pg_catalog/i;

const RUNS_PER_ENDPOINT = 8;

/**
 * The suite's inputs are the same on every run (a fixed seed per endpoint), so CI is reproducible.
 * HOSTILE_SEED=random explores new inputs (a failure prints its seed; pin it as a regression test
 * like the NUL and integer-range ones below), HOSTILE_SEED=<n> replays a run.
 */
const SEED = process.env.HOSTILE_SEED === 'random' ? null : Number(process.env.HOSTILE_SEED ?? 20261125);

interface Endpoint {
  method: string;
  path: string;
  query: string[];
  pathParams: string[];
  bodyFields: string[];
}

type TokenKind = 'public' | 'customer' | 'manager' | 'other-restaurant' | 'none' | 'garbage';

let t: TestApp;
let kit: OrderingKit;
let endpoints: Endpoint[];
let tables: string[];
const tokens = {} as Record<TokenKind, string | null>;
let realIds: string[];
let requestsSent = 0;
const statuses: Record<number, number> = {};

beforeAll(async () => {
  const clock = new TestClock();
  // A built page of its own, so the storefront routes answer here as in production (not 503 "not built").
  const webDist = await mkdtemp(path.join(tmpdir(), 'tavola-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Tavola</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist }, { clock: clock.now });
  kit = await orderingKit(t, clock);
  const basketId = await checkoutBasket(kit);
  const ordered = await checkoutBasket(kit);
  const order = await kit.post('/api/order/create-order', { basketId: ordered, paymentType: 'cash' });
  tokens.public = await t.publicToken();
  tokens.customer = (await signUpAndLogIn(t)).token;
  tokens.manager = await signedInManager(t, kit.restaurantId, 'hostile-suite@example.com');
  tokens['other-restaurant'] = (await importSecondRestaurant(t)).token;
  tokens.none = null;
  tokens.garbage = 'eyJhbGciOiJub25lIn0.eyJraW5kIjoibWFuYWdlciJ9.';
  realIds = [basketId, order.body.data.orderId, String(kit.restaurantId), String(kit.product('tiramisu')), '1'];

  const doc = (await t.call({ method: 'GET', url: '/api/docs/json', token: null })).body as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
        }
      >
    >;
  };
  endpoints = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      bodyFields: Object.keys(Object.values(operation.requestBody?.content ?? {})[0]?.schema?.properties ?? {}),
    })),
  );
  // The token endpoint is in the document like every other (the API reference names it for clients).
  expect(endpoints.some((endpoint) => endpoint.path === '/api/oauth/token')).toBe(true);

  const rows = await t.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  tables = (rows as unknown as { rows: { tablename: string }[] }).rows
    .map((row) => row.tablename)
    .filter((name) => !COUNTED_ON_REFUSAL.has(name));
}, 60_000);
afterAll(() => t.close());

/** Row count and newest row version of every table: any insert, update or delete changes it. */
async function fingerprint(): Promise<string> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as f from "${name}"`,
  );
  // On a fresh PostgreSQL server no table has been analysed yet, so the planner guesses each one far
  // larger than it is and runs this 70-table union with parallel workers: ~90 ms a call instead of ~2,
  // which made the test outlast its limit there (CI, stop 34). One transaction, workers off for it alone.
  const result = await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return tx.execute(
      sql.raw(`select string_agg(t || '=' || f, ',' order by t) as all from (${parts.join(' union all ')}) x`),
    );
  });
  return (result as unknown as { rows: { all: string }[] }).rows[0]!.all;
}

const tokenKind = (endpoint: Endpoint) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constant<TokenKind>(
        endpoint.path.startsWith('/api/managers')
          ? 'manager'
          : endpoint.path.startsWith('/api/auth/user')
            ? 'customer'
            : 'public',
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom<TokenKind>('public', 'customer', 'manager', 'other-restaurant', 'none', 'garbage'),
    },
  );

const valueFor = <T>(hostile: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: hostile }, { weight: 1, arbitrary: fc.constantFrom(...realIds) });

function requestFor(endpoint: Endpoint): fc.Arbitrary<{ options: InjectOptions; token: TokenKind }> {
  const fieldsOf = (names: string[], value: fc.Arbitrary<unknown>) =>
    names.length === 0 ? fc.constant({}) : fc.dictionary(fc.constantFrom(...names), value, { maxKeys: names.length });
  const body = fc.oneof(
    fieldsOf(endpoint.bodyFields, valueFor(hostileJson)).map((fields) => ({
      payload: JSON.stringify(fields),
      type: 'application/json',
    })),
    rawHostileBodies.map((raw) => ({ payload: raw, type: 'application/json' })),
    fieldsOf(endpoint.bodyFields, valueFor(hostileQueryValue)).map((fields) => ({
      payload: new URLSearchParams(
        Object.entries(fields).flatMap(([k, v]): [string, string][] =>
          Array.isArray(v) ? v.map((x): [string, string] => [k, String(x)]) : [[k, String(v)]],
        ),
      ).toString(),
      type: 'application/x-www-form-urlencoded',
    })),
    fc.constant({ payload: 'x'.repeat(300 * 1024), type: 'text/plain' }),
  );
  return fc
    .record({
      token: tokenKind(endpoint),
      query: fieldsOf(
        [...endpoint.query, '__proto__[polluted]', 'constructor[prototype][polluted]'],
        valueFor(hostileQueryValue),
      ),
      pathValues: fc.array(valueFor(fc.string({ maxLength: 30 }).map((s) => `../${s}/%2e%2e`)), {
        minLength: endpoint.pathParams.length,
        maxLength: endpoint.pathParams.length,
      }),
      body: endpoint.method === 'GET' ? fc.constant(null) : fc.option(body, { nil: null }),
      lang: fc.constantFrom('en', 'de', 'fr', 'ar', 'xx', '../../'),
    })
    .map(({ token, query, pathValues, body, lang }) => {
      let url = endpoint.path;
      endpoint.pathParams.forEach(
        (name, i) => (url = url.replace(`{${name}}`, encodeURIComponent(String(pathValues[i])))),
      );
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query))
        for (const one of [value].flat()) search.append(name, String(one));
      return {
        token,
        options: {
          method: endpoint.method as InjectOptions['method'],
          url: `${url}?${search.toString()}`,
          headers: { 'accept-language': lang, ...(body ? { 'content-type': body.type } : {}) },
          ...(body ? { payload: body.payload } : {}),
        },
      };
    });
}

async function send(options: InjectOptions, token: TokenKind) {
  requestsSent += 1;
  const bearer = tokens[token];
  return t.app.inject({
    ...options,
    headers: { ...options.headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
}

function expectSafeAnswer(answer: { statusCode: number; body: string }, what: string) {
  expect(answer.statusCode, `${what} → ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  if (answer.statusCode >= 400) expect(answer.body, what).not.toMatch(LEAK);
  expect(answer.body, what).not.toMatch(/node_modules|\.ts:\d+/);
}

describe('hostile input on every endpoint', () => {
  it('the fingerprint sees inserts and updates', async () => {
    const start = await fingerprint();
    const basketId = await kit.createBasket();
    const created = await fingerprint();
    expect(created).not.toBe(start);
    await t.database.db.execute(sql`update baskets set tip_cents = tip_cents where public_id = ${basketId}`);
    expect(await fingerprint()).not.toBe(created);
  });

  it('answers every generated request below 500, shows no internals, and writes nothing when it refuses', async () => {
    // The mail outbox is sent in the background and marks its rows sent: every fingerprint is taken
    // with the outbox drained, so a mail of an earlier, accepted request is not read as a refused one's write.
    const settled = async () => {
      await t.app.deps.mailer.drain();
      return fingerprint();
    };
    let before = await settled();
    for (const [endpointIndex, endpoint] of endpoints.entries()) {
      if (STREAMS.has(`${endpoint.method} ${endpoint.path}`)) continue;
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), async ({ options, token }) => {
          const what = `${options.method} ${String(options.url).slice(0, 200)} [${token}]`;
          const answer = await send(options, token);
          statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
          expectSafeAnswer(answer, what);
          const after = await settled();
          if (answer.statusCode >= 400)
            expect(after, `${what} was refused (${answer.statusCode}) but wrote`).toBe(before);
          before = after;
        }),
        { numRuns: RUNS_PER_ENDPOINT, endOnFailure: true, ...(SEED === null ? {} : { seed: SEED + endpointIndex }) },
      );
    }
    expect(endpoints.length).toBeGreaterThan(80);
    expect(requestsSent).toBeGreaterThanOrEqual(500);
    // The generator reaches the rules behind validation too, not only the 401/422 at the door.
    expect(statuses[422]).toBeGreaterThan(0);
    expect(Object.keys(statuses).filter((status) => Number(status) < 300).length).toBeGreaterThan(0);
    expect(
      Object.keys(statuses).filter((status) => [400, 403, 404, 413].includes(Number(status))).length,
    ).toBeGreaterThan(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  }, 240_000);

  it('refuses a NUL character in a query, path or body value with 422 (found by the generator: it was a 500)', async () => {
    for (const options of [
      { method: 'PUT', url: '/api/basket/remove-tip-from-basket?basketId=a%00b' },
      { method: 'GET', url: '/api/basket?basketId=%00' },
      { method: 'GET', url: '/api/payment/test/tp_%00' },
      {
        method: 'POST',
        url: '/api/basket/add-address',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ basketId: realIds[0], userInfo: { name: 'Ada\u0000' } }),
      },
    ] as InjectOptions[]) {
      const before = await fingerprint();
      const answer = await send(options, 'public');
      expect(answer.statusCode, `${options.url} → ${answer.body}`).toBe(422);
      expect(JSON.parse(answer.body).code).toBe('field_invalid');
      expect(await fingerprint()).toBe(before);
    }
  });

  it('refuses ids and pages beyond the database integer with a 4xx (found by the generator: they were 500s on PostgreSQL)', async () => {
    for (const options of [
      { method: 'GET', url: '/api/payment/webhook/saferpay?restaurantId=9999999999999999999999&orderId=-' },
      { method: 'GET', url: '/api/order/history?page=9999999999999999999999' },
      {
        method: 'POST',
        url: '/api/basket/add',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ basketId: realIds[0], productId: 1e22 }),
      },
      { method: 'GET', url: `/api/basket?basketId=${realIds[0]}&restaurantId=2147483648` },
    ] as InjectOptions[]) {
      const answer = await send(options, options.url!.toString().includes('history') ? 'customer' : 'public');
      expect(answer.statusCode, `${options.url} → ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${options.url} → ${answer.body}`).toBeLessThan(500);
    }
  });

  it('refuses stream requests without a valid ticket or token', async () => {
    for (const url of [
      '/api/order/status-stream?orderId=../x&ticket=%00',
      '/api/order/status-stream?ticket=' + 'x'.repeat(5000),
    ]) {
      const answer = await send({ method: 'GET', url }, 'none');
      expectSafeAnswer(answer, url);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    }
    for (const token of ['none', 'garbage', 'public', 'customer', 'other-restaurant'] as const) {
      const answer = await send({ method: 'GET', url: '/api/managers/order/stream' }, token);
      expectSafeAnswer(answer, `manager stream [${token}]`);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('never serves a file outside its folder (images, uploads, the page)', async () => {
    for (const path of traversalPaths) {
      const answer = await send({ method: 'GET', url: path }, 'none');
      expectSafeAnswer(answer, path);
      expect(answer.body, path).not.toMatch(/root:x:0:0|"name": "@tavola|\[core\]|JWT_SECRET/);
    }
  });
});
