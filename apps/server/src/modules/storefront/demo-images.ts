import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../http/envelope.ts';
import { DEFAULT_SLUG } from './resolve-restaurant.ts';

/**
 * The demo restaurant's images under the URLs the importer gives them
 * (/uploads/restaurants/demo/images/…). The importer publishes images into DATA_DIR/uploads only
 * when it is given the file's folder, which seeding does not do; so the demo's own folder
 * (data/demo/images) answers whatever the upload store does not hold. A re-import with images
 * still wins: the upload store is looked at first.
 */
export async function demoImageRoutes(app: FastifyInstance) {
  const uploads = path.join(app.deps.config.dataDir, 'uploads', 'restaurants', DEFAULT_SLUG, 'images');
  const demo = path.join(path.dirname(app.deps.config.demoDataFile), 'images');

  app.get(
    `/uploads/restaurants/${DEFAULT_SLUG}/images/:file`,
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const file = (request.params as { file: string }).file;
      if (!/^[\w.-]+$/.test(file) || file.startsWith('.'))
        return reply.status(404).send(failure(request, 'route_not_found'));
      for (const folder of [uploads, demo]) {
        const found = await stat(path.join(folder, file)).catch(() => null);
        if (found?.isFile()) return reply.header('cache-control', 'public, max-age=3600').sendFile(file, folder);
      }
      return reply.status(404).send(failure(request, 'route_not_found'));
    },
  );
}
