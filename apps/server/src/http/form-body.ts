import type { FastifyInstance } from 'fastify';

/** OAuth clients post application/x-www-form-urlencoded; parse it into a plain object. */
export function installFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
