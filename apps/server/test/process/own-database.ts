import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../support/global-setup.ts';

/**
 * A database of its own for a server process: a fresh PostgreSQL database in the PostgreSQL pass, or
 * nothing to add in the PGlite pass (the process keeps PGlite's files in its DATA_DIR).
 */
export async function ownDatabase(prefix: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) return { env: {}, drop: async () => {} };
  const name = `tavola_${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    env: { DATABASE_URL: withDatabase(postgresUrl, name) },
    drop: async () => {
      const again = new pg.Client({ connectionString: postgresUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
