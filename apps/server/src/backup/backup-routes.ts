import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqualText } from '../modules/auth/timing-safe.ts';
import { backupToken, writeBackup } from './backup.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * POST /internal/backup: how `npm run backup` asks the running server for a consistent copy of the
 * embedded database (it cannot open the files the server holds). Loopback only, with the token
 * derived from the server secret; answers 404 otherwise, and on PostgreSQL.
 */
export async function backupRoutes(app: FastifyInstance) {
  if (app.deps.database.kind !== 'pglite') return;
  const expected = backupToken(app.deps.config.jwtSecret);
  app.post('/internal/backup', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const token = request.headers['x-backup-token'];
    // A request a proxy forwarded comes from loopback too: anything with forwarding headers is refused.
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (
      forwarded ||
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      typeof token !== 'string' ||
      !timingSafeEqualText(expected, token)
    ) {
      return reply.status(404).send({ status: 'not_found' });
    }
    const file = await writeBackup(app.deps.database, path.join(app.deps.config.dataDir, 'backups'), app.deps.clock());
    return { status: 'ok', file };
  });
}
