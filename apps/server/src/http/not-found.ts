import type { FastifyInstance } from 'fastify';
import { failure } from './envelope.ts';

/** Unknown API paths answer a coded 404; other paths belong to the storefront (see storefront module). */
export function installNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send(failure(request, 'route_not_found'));
  });
}
