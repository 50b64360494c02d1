import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ORDER_STATUS_STREAM_EVENT,
  orderStatusStreamQuerySchema,
  orderStatusTicketRequestSchema,
  orderStatusTicketSchema,
  type OrderStatusUpdate,
} from '@tavola/domain/schemas/order-status';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { findOrder } from '../order/order-repo.ts';
import { OrderStatusHub } from './order-status-hub.ts';
import { openSseStream, type SseOptions, type SseStream } from './sse-stream.ts';
import { authorizeStream } from './stream-access.ts';
import { issueStreamTicket, STREAM_TICKET_TTL_SECONDS } from './stream-ticket.ts';

export const DEFAULT_SSE_OPTIONS: SseOptions = { heartbeatMs: 25_000, retryMs: 5_000, maxAgeMs: 15 * 60_000 };

/**
 * The guest's live order status (spec §2 payment result screens, decision 030):
 * POST api/order/status-stream/ticket, then GET api/order/status-stream as Server-Sent Events.
 */
export async function orderStatusRoutes(app: FastifyInstance, options: Partial<SseOptions> = {}) {
  const sse: SseOptions = { ...DEFAULT_SSE_OPTIONS, ...options };
  const { db, config } = app.deps;
  const hub = new OrderStatusHub();
  const streams = new Set<SseStream>();
  const endStreams = () => {
    for (const stream of [...streams]) stream.close();
  };
  // A change NOTIFYed while the database listener was down is never heard: the streams end, EventSource
  // reconnects (retry) and each new stream starts with its order's current status.
  const detach = await hub.attach(app.deps.database, { onResync: endStreams });
  // Open streams never end by themselves: end them, or closing the server would wait for them.
  app.addHook('preClose', async () => endStreams());
  app.addHook('onClose', async () => detach());

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/order/status-stream/ticket',
    {
      schema: {
        tags: ['order'],
        body: orderStatusTicketRequestSchema,
        response: { 200: envelopeOf(orderStatusTicketSchema) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      const restaurantId = request.auth.restaurantId;
      const order = await findOrder(db, restaurantId, request.body.orderId);
      if (!order) throw notFound('order_does_not_exists');
      const ticket = await issueStreamTicket(config.jwtSecret, { restaurantId, orderId: order.publicId });
      return success(request, { ticket, expiresIn: STREAM_TICKET_TTL_SECONDS });
    },
  );

  routes.get(
    '/api/order/status-stream',
    {
      // Checked by authorizeStream: EventSource cannot send the header the global hook wants.
      config: { public: true },
      schema: {
        tags: ['order'],
        description:
          'text/event-stream: `event: status` with {orderId, orderNumber, status} on connect and on every change; a comment line every 25 s.',
        querystring: orderStatusStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const { restaurantId, orderId } = request.query;
      await authorizeStream(app.deps, request, request.query);

      // Subscribe before reading, so a change committed in between is not lost.
      let stream: SseStream | null = null;
      const early: OrderStatusUpdate[] = [];
      const unsubscribe = hub.subscribe(restaurantId, orderId, (event) => {
        const update = { orderId: event.orderId, orderNumber: event.orderNumber, status: event.status };
        if (stream) stream.send(ORDER_STATUS_STREAM_EVENT, update);
        else early.push(update);
      });
      const order = await findOrder(db, restaurantId, orderId).catch((error: unknown) => {
        unsubscribe();
        throw error;
      });
      if (!order) {
        unsubscribe();
        throw notFound('order_does_not_exists');
      }

      reply.hijack();
      const opened = openSseStream(reply.raw, sse);
      stream = opened;
      streams.add(opened);
      opened.onClose(() => {
        unsubscribe();
        streams.delete(opened);
      });
      opened.send(ORDER_STATUS_STREAM_EVENT, { orderId: order.publicId, orderNumber: order.number, status: order.status });
      for (const update of early) opened.send(ORDER_STATUS_STREAM_EVENT, update);
    },
  );
}
