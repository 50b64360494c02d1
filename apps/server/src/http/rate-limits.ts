import { createHmac } from 'node:crypto';
import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { countRequest } from './request-rates-repo.ts';

/**
 * Rate limits of the public endpoints that anyone may call without an account: per client address
 * and route, a fixed window counted in the database, so every server process counts together.
 * A real guest creates one basket per visit, records one visit per page load and subscribes or
 * reviews once; the limits leave room for a family or a restaurant's guest Wi-Fi behind one address
 * and stop a script that calls them in a loop. Past the limit: 429, Retry-After and the coded
 * 'too_many_requests' message in the guest's language.
 */
export const PUBLIC_RATE_LIMITS = {
  create_basket: { max: 60, windowSeconds: 10 * 60 },
  record_visit: { max: 120, windowSeconds: 10 * 60 },
  newsletter: { max: 5, windowSeconds: 10 * 60 },
  review: { max: 10, windowSeconds: 10 * 60 },
  robot_request: { max: 20, windowSeconds: 10 * 60 },
  contact: { max: 5, windowSeconds: 10 * 60 },
  // A party books one table; a few more for a changed plan or a taken time.
  reserve_table: { max: 10, windowSeconds: 10 * 60 },
  // Opening a table's bill and paying shares: a table of friends from one Wi-Fi, a few tries each.
  table_payment: { max: 60, windowSeconds: 10 * 60 },
  // Picks passed to the others at the table: every tap on a dish.
  table_picks: { max: 600, windowSeconds: 10 * 60 },
} as const;

export type PublicRateLimit = keyof typeof PUBLIC_RATE_LIMITS;

/** The route option that applies one of the limits above (`{ config: rateLimited('newsletter') }`). */
export function rateLimited(name: PublicRateLimit): { rateLimit: RateLimitOptions } {
  const limit = PUBLIC_RATE_LIMITS[name];
  return { rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000, groupId: name } };
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_requests', 429, {}, { retry_after: retryAfterSeconds });
  }
}

interface RateLimitDeps {
  db: Db;
  clock: () => Date;
  secret: Uint8Array;
  /** false turns the limits off (load tests and the browser suite play thousands of guests from one address). */
  enabled: boolean;
}

/** Registers @fastify/rate-limit with the database store; routes opt in with rateLimited(). */
export async function installRateLimits(app: FastifyInstance, deps: RateLimitDeps): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresStore(deps),
    // The key is the client's network; the store hashes it with the route's group before it is kept.
    keyGenerator: (request) => clientNetwork(request.ip),
    allowList: () => !deps.enabled,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/**
 * Whom a limit counts: an IPv4 address, or an IPv6 client's /64 — one household or phone gets a
 * whole /64 and could otherwise walk through its addresses to escape every limit.
 */
export function clientNetwork(ip: string | undefined): string {
  // A client whose connection is already gone (a malformed chunked body) has no address left: all
  // such requests share one bucket instead of failing the request with a 500.
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The store @fastify/rate-limit counts in: the request_rates table, shared by every process. */
function postgresStore({ db, clock, secret }: RateLimitDeps) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      const now = clock();
      const bucket = createHmac('sha256', secret).update(key).digest('base64url');
      countRequest(db, bucket, now, timeWindow ?? 60_000).then(
        ({ hits, windowEndsAt }) =>
          callback(null, { current: hits, ttl: Math.max(0, windowEndsAt.getTime() - now.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return new PostgresRateLimitStore();
    }
  };
}
