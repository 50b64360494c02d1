import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { timingSafeEqualText } from '../modules/auth/timing-safe.ts';
import { openSseStreams } from '../modules/order-status/sse-stream.ts';
import { AppError } from './errors.ts';

export interface MetricsSettings {
  /** METRICS=1: GET /metrics answers anyone who can reach it (keep it off the public proxy). */
  open: boolean;
  /** METRICS_TOKEN: GET /metrics answers `Authorization: Bearer <token>` only. */
  token: string | null;
}

/**
 * GET /metrics in Prometheus text format, per process: request durations by route (the route's
 * pattern, never the URL with its ids or query), orders created, payment failures the guests saw,
 * open live streams, the PostgreSQL pool, and Node's own figures. Off (404) unless METRICS=1 or
 * METRICS_TOKEN is set.
 */
export function installMetrics(app: FastifyInstance, database: Database, settings: MetricsSettings): void {
  if (!settings.open && !settings.token) return;
  const registers = [new Registry()];
  const [registry] = registers as [Registry];
  collectDefaultMetrics({ register: registry, prefix: 'tavola_' });

  const durations = new Histogram({
    name: 'tavola_http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const ordersCreated = new Counter({
    name: 'tavola_orders_created_total',
    help: 'Orders created (create-order answered 201).',
    registers,
  });
  const paymentFailures = new Counter({
    name: 'tavola_payment_failures_total',
    help: 'Payment calls refused or failed at a provider, by message code.',
    labelNames: ['code'] as const,
    registers,
  });
  new Gauge({
    name: 'tavola_sse_clients',
    help: 'Live streams (order status, kitchen board) open in this process.',
    registers,
    collect() {
      this.set(openSseStreams.count);
    },
  });
  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'tavola_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle) and requests waiting for one.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (route === '/api/order/create-order' && reply.statusCode === 201) ordersCreated.inc();
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof AppError && error.code.startsWith('payment_')) paymentFailures.inc({ code: error.code });
  });

  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (settings.token) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!timingSafeEqualText(settings.token, given))
        return reply.status(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
