import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Logs are JSON lines (pino), one per request plus warnings and errors, each with the request's id
 * (`reqId`; a proxy's X-Request-Id is kept when it looks like one, and it is echoed in the answer).
 * They hold no personal data or secrets: a request line names the route's pattern, never the URL
 * with its ids and query (sign-up sends e-mail and password as query parameters); headers are not
 * logged; error messages lose database parameters and e-mail addresses.
 */
const REQUEST_ID = /^[\w.:-]{1,64}$/;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** An error as it may be logged: database query parameters (guests' data) and addresses removed. */
export function loggableError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)), stack: '' };
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: scrub(error.message),
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: scrub(error.stack ?? ''),
    ...(error.cause ? { cause: loggableError(error.cause) } : {}),
  };
}

function scrub(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]').replace(EMAIL, '[email]');
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { err: loggableError, error: loggableError },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        '*.password',
        'token',
        '*.token',
        'email',
        '*.email',
      ],
      censor: '[redacted]',
    },
  };
}

/** One line per answered request: method, route pattern, status and time; the id in the answer too. */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
