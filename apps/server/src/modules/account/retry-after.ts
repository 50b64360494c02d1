import type { FastifyInstance } from 'fastify';
import { ThrottledError } from './throttle.ts';

/** Throttled answers carry Retry-After (RFC 9110 §10.2.3) besides retry_after in the body. */
export function installRetryAfter(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}
