import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/db/seed.ts';
import { demoDataFile, templateDatabaseName } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated and seeded database that each test file loads (0.5 s instead of 5 s). */
    pgliteTemplate: string | null;
    /** PostgreSQL: the URL of the server whose template database each test file copies. */
    postgresUrl: string | null;
    runId: string;
  }
}

/**
 * Builds the database once per run: migrated and seeded with the demo restaurant. Each test file then
 * gets its own copy, so files run in parallel without seeing each other's writes.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('runId', runId);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await createPostgresTemplate(url);
    project.provide('postgresUrl', url);
    project.provide('pgliteTemplate', null);
    return async () => dropPostgresTemplate(url);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-test-'));
  const file = path.join(dir, 'template.tar.gz');
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateDatabase(database);
  await seedDemo(database.db, demoDataFile);
  if (!database.dump) throw new Error('PGlite database without dump support');
  const blob = await database.dump();
  await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresUrl', null);
  return async () => rm(dir, { recursive: true, force: true });
}

async function createPostgresTemplate(url: string) {
  await dropPostgresTemplate(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${templateDatabaseName}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, templateDatabaseName) });
  await migrateDatabase(database);
  await seedDemo(database.db, demoDataFile);
  await database.close();
}

async function dropPostgresTemplate(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabaseName} with (force)`);
  await admin.end();
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
