import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_URL_PREFIX } from './import/image-files.ts';

/**
 * Serves the upload store (DATA_DIR/uploads): restaurant images published by the importer under
 * /uploads/restaurants/{slug}/…. Outside /api, so no token is needed, as for any image.
 */
export async function uploadsRoutes(app: FastifyInstance) {
  const root = path.join(app.deps.config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: `${UPLOADS_URL_PREFIX}/`,
    // the SPA's own static plugin decorates reply; a second registration must not
    decorateReply: false,
    index: false,
    // an import may replace an image under the same name: cache for an hour, then revalidate
    maxAge: '1h',
    serveDotFiles: false,
  });
}
