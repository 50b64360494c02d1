import type { FastifyInstance } from 'fastify';

/**
 * While the server stops, every answer still being sent carries `Connection: close`. Without it a
 * request that was in flight when SIGTERM came leaves its keep-alive connection open afterwards,
 * and closing the server waits for the client to hang up (up to the keep-alive timeout).
 */
export function installDrain(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
