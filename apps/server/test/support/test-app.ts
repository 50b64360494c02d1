import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { publicTokenOf, tavolaClient, type TavolaApi } from '@tavola/api-client/client';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { templateDatabaseName } from './constants.ts';
import { withDatabase } from './global-setup.ts';
import { injectFetch } from './inject-fetch.ts';

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
  await app.ready();
  const tokens = new Map<string, string>();
  const api: TestApp['api'] = (token, lang) =>
    tavolaClient({ baseUrl: 'http://tavola.test', fetch: injectFetch(app), token, ...(lang ? { lang } : {}) });

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
    },
  };
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
