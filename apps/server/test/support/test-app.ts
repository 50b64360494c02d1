import { readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { publicTokenOf, type TavolaApi } from '@tavola/api-client/client';
import { expect, inject } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import {
  API_EXAMPLES,
  isDocumentedRefusal,
  operationOfRoute,
  RECORD_COMMAND,
  refusalCodesOf,
  trimmedExample,
  type Recording,
} from '../../src/http/api-catalogue.ts';
import { templateDatabaseName } from './constants.ts';
import { withDatabase } from './global-setup.ts';
import { apiThrough } from './inject-fetch.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** A public token for the demo restaurant (or the given client). */
  publicToken(clientId?: string, clientSecret?: string): Promise<string>;
  /** app.inject with a bearer token; JSON answers are parsed into `body`. */
  call(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse & { body: any }>;
  /** The typed client generated from the OpenAPI document, talking to this app with the token. */
  api(token: string | null, lang?: string): TavolaApi;
  close(): Promise<void>;
}

/** 2^12 instead of 2^17: the same algorithm and code path, at a cost a test suite can afford. */
export const FAST_TEST_HASHING = { N: 2 ** 12, r: 8, p: 1 };

export const DEMO_CLIENT = { id: 'demo-storefront', secret: 'demo-storefront-public-client' };

/**
 * A fresh copy of the migrated, seeded database and an app on top of it, for one test file. The public
 * rate limits are off (every test guest shares one address), and so is the forms' bot check (tests
 * post forms in microseconds); their own tests turn them on.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Partial<Omit<AppDeps, 'config' | 'database' | 'db'>> = {},
): Promise<TestApp> {
  const { database, drop } = await copyTemplateDatabase();
  const config = loadConfig(
    { DATA_DIR: `/tmp/tavola-test-data-${inject('runId')}`, JWT_SECRET: 'test-secret-test-secret-test-secret-42', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', BOT_CHECK: 'off' },
    { passwordHashing: FAST_TEST_HASHING, ...overrides },
  );
  const app = await buildApp({ config, database, ...deps });
  const apiWatch = watchApiAnswers(app);
  await app.ready();
  const tokens = new Map<string, string>();
  const api: TestApp['api'] = apiThrough(app);

  const call: TestApp['call'] = async ({ token, headers, ...options }) => {
    const bearer = token === undefined ? await publicToken() : token;
    const response = await app.inject({
      ...options,
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
    });
    let body: unknown = response.body;
    if ((response.headers['content-type'] ?? '').toString().includes('json') && response.body) {
      body = JSON.parse(response.body);
    }
    return Object.assign(response, { body });
  };

  async function publicToken(clientId = DEMO_CLIENT.id, clientSecret = DEMO_CLIENT.secret) {
    const cached = tokens.get(clientId);
    if (cached) return cached;
    const token = await publicTokenOf(api(null), { clientId, clientSecret });
    tokens.set(clientId, token);
    return token;
  }

  return {
    app,
    database,
    config,
    publicToken,
    call,
    api,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await apiWatch.settle();
    },
  };
}

/**
 * The API reference's refusals and examples come from this suite's calls (api-catalogue.ts). With
 * API_RECORD_DIR set, every app writes what it saw there when it closes (`npm run api:record`);
 * otherwise every coded 4xx answer must be in the catalogue, and every example of an operation this
 * file calls must still fit that operation's schemas, or closing the app fails the file.
 */
function watchApiAnswers(app: FastifyInstance): { settle(): Promise<void> } {
  const recordDir = process.env.API_RECORD_DIR;
  const testPath = path.relative(process.cwd(), expect.getState().testPath ?? 'unknown');
  const recording: Recording = { testPath, refusals: [], examples: {} };
  const problems = new Set<string>();
  const checked = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = operationOfRoute(request.method, request.routeOptions.url);
    const status = reply.statusCode;
    const isJson = String(reply.getHeader('content-type') ?? '').includes('json') && typeof payload === 'string';
    if (!operationId || !isJson) return payload;
    const schema = request.routeOptions.schema as { body?: ZodLike; response?: Record<string, ZodLike> } | undefined;
    if (status >= 400 && status < 500) {
      for (const code of refusalCodesOf(safeJson(payload))) {
        if (recordDir) recording.refusals.push([operationId, status, code]);
        else if (!isDocumentedRefusal(operationId, status, code)) problems.add(`${operationId} ${status} ${code}`);
      }
    } else if (status >= 200 && status < 300) {
      if (recordDir && !recording.examples[operationId]) {
        const body = request.body;
        recording.examples[operationId] = {
          status,
          ...(schema?.body && body && typeof body === 'object' && !Buffer.isBuffer(body) ? { request: trimmedExample(body) } : {}),
          answer: trimmedExample(safeJson(payload)),
        };
      }
    }
    if (!recordDir && !checked.has(operationId)) {
      checked.add(operationId);
      for (const problem of exampleProblemsOf(operationId, schema)) problems.add(problem);
    }
    return payload;
  });
  return {
    async settle() {
      if (recordDir) {
        await writeFile(path.join(recordDir, `${process.pid}-${randomBytes(6).toString('hex')}.json`), JSON.stringify(recording));
        return;
      }
      if (problems.size > 0) {
        throw new Error(
          `The API reference does not match what this file saw (${[...problems].join('; ')}). ` +
            `If the change is meant, re-record the catalogues with \`${RECORD_COMMAND}\` (whole suite, ~15 min) ` +
            `or \`${RECORD_COMMAND} -- ${testPath.replace(/^.*?test\//, 'test/')}\` (this file, adds to them).`,
        );
      }
    },
  };
}

interface ZodLike {
  safeParse?(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A catalogued example that no longer fits its operation's zod schemas is stale. */
function exampleProblemsOf(operationId: string, schema: { body?: ZodLike; response?: Record<string, ZodLike> } | undefined): string[] {
  const example = API_EXAMPLES[operationId];
  if (!example) return [];
  const problems: string[] = [];
  const check = (what: string, zod: ZodLike | undefined, value: unknown) => {
    const result = zod?.safeParse?.(value);
    if (result && !result.success) {
      const issue = result.error?.issues[0];
      problems.push(`${operationId} example ${what} fails its schema at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
    }
  };
  if (example.request !== undefined) check('request', schema?.body, example.request);
  check('answer', schema?.response?.[String(example.status)], example.answer);
  return problems;
}

function safeJson(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

async function copyTemplateDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `tavola_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDatabaseName}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(postgresUrl, name) });
    return {
      database,
      drop: async () => {
        const again = new pg.Client({ connectionString: postgresUrl });
        await again.connect();
        await again.query(`drop database if exists ${name} with (force)`);
        await again.end();
      },
    };
  }
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('no test database template was prepared');
  const blob = new Blob([await readFile(template)]);
  const database = await openDatabase({ kind: 'pglite', dataDir: null }, { loadDataDir: blob });
  return { database, drop: async () => {} };
}
