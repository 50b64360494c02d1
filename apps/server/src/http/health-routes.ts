import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../db/migrate.ts';

/** How many migrations this build ships (drizzle's journal): a database with fewer is not ready. */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * For load balancers and orchestrators: GET /healthz says the process answers; GET /readyz says it
 * can serve — the database answers and every migration of this build is applied (else 503, so a
 * new process is not sent traffic before its schema is there). Both public, cheap, never cached.
 */
export async function healthRoutes(app: FastifyInstance) {
  const expected = shippedMigrations();
  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const result = await app.deps.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
      const applied = (result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0;
      if (applied < expected) return reply.status(503).send({ status: 'not_ready', reason: 'migrations_pending', applied, expected });
      return { status: 'ready', migrations: applied };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database not reachable');
      return reply.status(503).send({ status: 'not_ready', reason: 'database_unreachable' });
    }
  });
}
