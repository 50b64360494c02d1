import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTableBillRequestSchema,
  payTableShareRequestSchema,
  tableBillEventRequestSchema,
  tableBillQuerySchema,
  tableBillSchema,
  tableSharePaymentSchema,
  type TableBillSocketMessage,
} from '@tavola/domain/schemas/table-payment';
import { envelopeOf, success } from '../../http/envelope.ts';
import { rateLimited } from '../../http/rate-limits.ts';
import { callerOf } from '../basket/basket-access.ts';
import { findBill } from './table-bill-repo.ts';
import { TableBillHub } from './table-bill-hub.ts';
import { notifyTableBill } from './table-bill-notify.ts';
import {
  assertBillExists,
  openTableBill,
  payTableShare,
  readTableBill,
  type TableBillDeps,
} from './table-bill-service.ts';

/** Sockets are pinged so proxies that close quiet connections (nginx: 60 s) keep them open. */
const SOCKET_PING_MS = 25_000;
const SOCKET_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Paying together at the table (spec accounts-manager §7 table-payments): create (the table's
 * open bill), GET (its state), events (a guest's picks, passed live to the others), pay (one
 * guest's share, online) and the live socket every guest at the table holds.
 */
export async function tablePaymentRoutes(app: FastifyInstance, deps: TableBillDeps) {
  const hub = new TableBillHub();
  const sockets = new Set<{ close: (code?: number) => void }>();
  const closeSockets = (code: number) => {
    for (const socket of [...sockets]) socket.close(code);
  };
  // A notice NOTIFYed while the database listener was down is never heard: the sockets close (1012,
  // service restart), the guests' phones reconnect and fetch the bill again on `hello`.
  const detach = await hub.attach(app.deps.database, { onResync: () => closeSockets(1012) });
  app.addHook('preClose', async () => closeSockets(1001));
  app.addHook('onClose', async () => detach());

  // The auth hook holds every route here to a storefront token, except the socket (below).
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/table-payments/create',
    {
      config: rateLimited('table_payment'),
      schema: {
        tags: ['table-payments'],
        body: createTableBillRequestSchema,
        response: { 200: envelopeOf(tableBillSchema) },
      },
    },
    async (request) => {
      return success(request, await openTableBill(deps, callerOf(request), request.body));
    },
  );

  routes.get(
    '/api/table-payments',
    {
      schema: {
        tags: ['table-payments'],
        querystring: tableBillQuerySchema,
        response: { 200: envelopeOf(tableBillSchema) },
      },
    },
    async (request) => {
      return success(request, await readTableBill(deps, callerOf(request).restaurantId, request.query.tablePaymentId));
    },
  );

  routes.post(
    '/api/table-payments/events',
    {
      config: rateLimited('table_picks'),
      schema: {
        tags: ['table-payments'],
        headers: z.object({ 'x-socket-id': z.string().regex(SOCKET_ID_PATTERN, 'field_invalid').optional() }).loose(),
        body: tableBillEventRequestSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const { tablePaymentId, action, basketItems } = request.body;
      await assertBillExists(deps, callerOf(request).restaurantId, tablePaymentId);
      const socketId = request.headers['x-socket-id'] ?? '';
      await notifyTableBill(deps.db, { type: 'picks', tablePaymentId, socketId, action, basketItems });
      return success(request, null);
    },
  );

  routes.post(
    '/api/table-payments/pay',
    {
      config: rateLimited('table_payment'),
      schema: {
        tags: ['table-payments'],
        body: payTableShareRequestSchema,
        response: { 200: envelopeOf(tableSharePaymentSchema) },
      },
    },
    async (request) => {
      return success(request, await payTableShare(deps, callerOf(request).restaurantId, request.body, request.lang));
    },
  );

  // Browsers cannot send a token with a WebSocket: the bill's id (long, random, known only at the
  // table) is the key, as for GET api/table-payments. Nothing is read through the socket: it only
  // says "the bill changed" (guests then GET it) and passes other guests' picks.
  routes.get(
    '/api/table-payments/live',
    {
      websocket: true,
      config: { public: true },
      schema: {
        tags: ['table-payments'],
        querystring: z.object({ tablePaymentId: z.string().min(1).max(64) }).loose(),
      },
    },
    (socket, request) => {
      const { tablePaymentId } = request.query;
      const socketId = randomBytes(12).toString('base64url');
      const send = (message: TableBillSocketMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const unsubscribe = hub.subscribe(tablePaymentId, { socketId, send });
      const handle = { close: (code?: number) => socket.close(code) };
      sockets.add(handle);
      const ping = setInterval(() => socket.ping(), SOCKET_PING_MS);
      socket.on('close', () => {
        clearInterval(ping);
        unsubscribe();
        sockets.delete(handle);
      });
      // Guests only listen; anything they send is ignored (an oversized frame: app.ts's errorHandler).
      socket.on('message', () => undefined);
      void findBill(deps.db, tablePaymentId).then(
        (bill) => (bill ? send({ type: 'hello', socketId }) : socket.close(4404, 'table_bill_does_not_exists')),
        () => socket.close(1011),
      );
    },
  );
}
