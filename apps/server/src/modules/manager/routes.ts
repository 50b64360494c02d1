import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardOrderSchema,
  boardOrdersPageSchema,
  managerOrdersQuerySchema,
  managerRestaurantSchema,
} from '@tavola/domain/schemas/manager';
import { changeOrderStatusRequestSchema } from '@tavola/domain/schemas/order';
import { clientContext } from '@tavola/domain/schemas/basket';
import { envelopeOf, success } from '../../http/envelope.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { createPaymentProviders } from '../../payments/provider-registry.ts';
import { DEFAULT_SSE_OPTIONS } from '../order-status/routes.ts';
import { openSseStream, type SseOptions, type SseStream } from '../order-status/sse-stream.ts';
import { findOrder } from '../order/order-repo.ts';
import { BoardHub } from './board-hub.ts';
import { changeStatusAsManager } from './change-status-as-manager.ts';
import { findManagerById, restaurantsOfManager, deleteManagerSession, MANAGER_SESSIONS_ENDED_CHANNEL, roleInRestaurant } from './manager-repo.ts';
import { onlyManagers, requireManager, requireStaff } from './manager-auth.ts';
import { listBoardOrders, restaurantClock } from './list-board-orders.ts';
import { forRole, readBoardOrder } from './board-view.ts';
import { orderingState } from './ordering-levers.ts';

/** The board stream's event names: `order` for a new or changed order, `ready` once subscribed. */
export const BOARD_ORDER_EVENT = 'order';
export const BOARD_READY_EVENT = 'ready';

/** How often an open board stream asks whether its session still stands (a missed notice, expiry). */
export const SESSION_RECHECK_MS = 30_000;

export interface BoardStreamOptions extends SseOptions {
  sessionRecheckMs: number;
}

/** api/managers/*: the restaurant's side (spec accounts-manager §4, §6, §7). Manager tokens only. */
export async function managerRoutes(app: FastifyInstance, options: Partial<BoardStreamOptions> = {}) {
  onlyManagers(app);
  const sse: BoardStreamOptions = { ...DEFAULT_SSE_OPTIONS, sessionRecheckMs: SESSION_RECHECK_MS, ...options };
  const { db, config } = app.deps;
  const providers = createPaymentProviders({ config, db });
  const hub = new BoardHub(async (restaurantId, orderId) => (await findOrder(db, restaurantId, orderId))?.isOnlinePayment ?? false);
  /** Open board streams by the manager session that opened them. */
  const streams = new Map<SseStream, string>();
  const endStreams = () => {
    for (const stream of [...streams.keys()]) stream.close();
  };
  // An order NOTIFYed while the database listener was down is never heard: the streams end, the boards
  // reconnect and reload their lists on `ready` (as after a dropped Wi-Fi).
  const detach = await hub.attach(app.deps.database, { onResync: endStreams });
  app.addHook('preClose', async () => endStreams());
  app.addHook('onClose', async () => detach());
  // A session ended anywhere (sign-out, new password, removal — any process, the CLI too) closes its streams here.
  // A notice missed while the listener was down needs nothing more: the board streams end on the same
  // resync (above) and a reconnect checks the session again, as the SESSION_RECHECK_MS check would.
  const detachSessions = await app.deps.database.listen(MANAGER_SESSIONS_ENDED_CHANNEL, (payload) => {
    const ended = new Set(endedSessionIds(payload));
    for (const [stream, sessionId] of [...streams]) if (ended.has(sessionId)) stream.close();
  });
  app.addHook('onClose', async () => detachSessions());
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const contextOnly = z.object(clientContext).strict();

  routes.get(
    '/api/managers/restaurant',
    { schema: { tags: ['manager'], querystring: contextOnly, response: { 200: envelopeOf(managerRestaurantSchema) } } },
    async (request) => {
      const manager = requireManager(request);
      const restaurant = await restaurantClock(db, manager.restaurantId);
      const person = await findManagerById(db, manager.managerId);
      const restaurants = await restaurantsOfManager(db, manager.managerId);
      const ordering = await orderingState(app.deps, manager.restaurantId);
      const role = (await roleInRestaurant(db, manager.managerId, manager.restaurantId)) ?? 'kitchen';
      return success(request, { ...restaurant, manager: { email: person?.email ?? '', role }, ordering, restaurants });
    },
  );

  routes.get(
    '/api/managers/logout',
    { schema: { tags: ['manager'], querystring: contextOnly, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await deleteManagerSession(db, requireManager(request).sessionId);
      return success(request, null, 'logged_out');
    },
  );

  routes.get(
    '/api/managers/order',
    { schema: { tags: ['manager'], querystring: managerOrdersQuerySchema, response: { 200: envelopeOf(boardOrdersPageSchema) } } },
    async (request, reply) => {
      const staff = await requireStaff(db, request);
      reply.header('cache-control', 'no-store');
      const page = await listBoardOrders(db, staff.restaurantId, request.query, app.deps.clock());
      return success(request, { ...page, data: page.data.map((order) => forRole(order, staff.role)) });
    },
  );

  routes.get(
    '/api/managers/order/show',
    {
      schema: {
        tags: ['manager'],
        querystring: z.object({ ...clientContext, orderId: z.string().trim().min(1).max(64) }).strict(),
        response: { 200: envelopeOf(boardOrderSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(db, request);
      const order = await findOrder(db, staff.restaurantId, request.query.orderId);
      if (!order) throw notFound('order_does_not_exists');
      return success(request, forRole(await readBoardOrder(db, order), staff.role));
    },
  );

  routes.post(
    '/api/managers/order/change-status',
    { schema: { tags: ['manager'], body: changeOrderStatusRequestSchema, response: { 200: envelopeOf(boardOrderSchema) } } },
    async (request) => {
      const staff = await requireStaff(db, request);
      // Rejecting tells the guest no and refunds what they paid: a manager's call, not the kitchen's (decision 086).
      if (staff.role === 'kitchen' && request.body.status === 'rejected') throw forbidden('kitchen_not_allowed');
      const order = await changeStatusAsManager({ ...app.deps, providers, log: request.log }, staff, request.body);
      return success(request, forRole(await readBoardOrder(db, order), staff.role), 'order_status_changed');
    },
  );

  routes.get(
    '/api/managers/order/stream',
    {
      schema: {
        tags: ['manager'],
        description:
          'text/event-stream: `event: ready` once listening, then `event: order` with {orderId, kind, status, paymentStatus} for every new or changed order of the restaurant; a comment line every 25 s. Read it with fetch (it needs the bearer header); after a reconnect, reload the list to catch up.',
        querystring: contextOnly,
      },
    },
    async (request, reply) => {
      const manager = requireManager(request);
      const claims = request.auth!;
      reply.hijack();
      const stream = openSseStream(reply.raw, sse);
      streams.set(stream, manager.sessionId);
      const unsubscribe = hub.subscribe(manager.restaurantId, (event) => stream.send(BOARD_ORDER_EVENT, event));
      // Besides the notice above: the session is asked again now and then (expiry, a lost notice).
      const recheck = setInterval(() => {
        app.deps.isSessionActive(claims).then(
          (active) => {
            if (!active) stream.close();
          },
          (error: unknown) => request.log.warn({ err: error }, 'board stream session check failed'),
        );
      }, sse.sessionRecheckMs);
      recheck.unref();
      stream.onClose(() => {
        clearInterval(recheck);
        unsubscribe();
        streams.delete(stream);
      });
      // Subscribed before the board (re)loads its list: nothing committed after this moment is missed.
      stream.send(BOARD_READY_EVENT, { restaurantId: manager.restaurantId });
    },
  );
}

function endedSessionIds(payload: string): string[] {
  try {
    const ids: unknown = JSON.parse(payload);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
