import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

/**
 * Writes packages/api-client/src/openapi.ts — the TypeScript types of every path, body and answer —
 * from the OpenAPI document the server serves at /api/docs/json (openapi-typescript). The file is
 * committed; the test suites' storefront client is typed by it, and a server test fails when the
 * document and the file drift apart, so the document is proven by the tests that call through it.
 * Usage: npm run api:types
 */
export const apiTypesFile = path.resolve(import.meta.dirname, '../../../../packages/api-client/src/openapi.ts');

const HEADER = '/* Generated from the served OpenAPI document by `npm run api:types` (openapi-typescript). Do not edit. */\n\n';

export async function apiTypesText(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, { alphabetize: true });
  return HEADER + astToString(ast);
}

/** The document of an app on a throw-away in-memory database (the document depends on no data). */
export async function servedApiDocument(): Promise<unknown> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tavola-api-types-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrateDatabase(database);
    const config = loadConfig(
      { DATA_DIR: dataDir, JWT_SECRET: 'api-types-api-types-api-types-api-types', LOG_LEVEL: 'silent' },
      { database: { kind: 'pglite', dataDir: null } },
    );
    const app = await buildApp({ config, database });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(apiTypesFile, await apiTypesText(await servedApiDocument()));
  console.log(`wrote ${path.relative(process.cwd(), apiTypesFile)}`);
}
