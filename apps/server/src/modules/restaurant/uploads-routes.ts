import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_URL_PREFIX } from './import/image-files.ts';

/**
 * An owner's uploaded image (decision 082): its name is a hash of the upload, so a changed image has
 * a new name and the file under a name never changes.
 */
const CONTENT_HASHED = /^\/restaurants\/[^/]+\/menu\/[0-9a-f]{32}(-\d+)?\.(webp|avif)$/;
const A_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the upload store (DATA_DIR/uploads): restaurant images published by the importer under
 * /uploads/restaurants/{slug}/…. Outside /api, so no token is needed, as for any image.
 */
export async function uploadsRoutes(app: FastifyInstance) {
  const root = path.join(app.deps.config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  app.addHook('onSend', async (request, reply) => {
    const pathname = request.url.split('?')[0]!.slice(UPLOADS_URL_PREFIX.length);
    if (reply.statusCode < 400 && CONTENT_HASHED.test(pathname)) reply.header('cache-control', A_YEAR_IMMUTABLE);
  });
  await app.register(fastifyStatic, {
    root,
    prefix: `${UPLOADS_URL_PREFIX}/`,
    // the SPA's own static plugin decorates reply; a second registration must not
    decorateReply: false,
    index: false,
    // an import may replace an image under the same name: cache for an hour, then revalidate (the
    // content-hashed uploads above are cached for a year)
    maxAge: '1h',
    serveDotFiles: false,
    // serveDotFiles only steers the file list of `wildcard: false`; `send` allows dot files unless
    // told not to — a half-written upload (a dot name until its rename) answers 404
    dotfiles: 'ignore',
  });
}
