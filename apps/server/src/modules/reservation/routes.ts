import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reservationLinkSchema,
  reservationSchema,
  reservationTimesQuerySchema,
  reservationTimesSchema,
  reserveTableRequestSchema,
} from '@tavola/domain/schemas/reservation';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { rateLimited } from '../../http/rate-limits.ts';
import { findRestaurantById } from '../restaurant/repo.ts';
import { cancelReservationByLink, reservationByLink } from './guest-reservation.ts';
import { reservationTimes } from './reservation-times.ts';
import { reserveTable } from './reserve-table.ts';
import { checkHumanFor } from '../../bot-check/check-human.ts';

/** Table reservations for guests (spec accounts-manager §7 reserve-table; decision 060 for the rest). */
export async function reservationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get(
    '/api/restaurant/reservation-times',
    {
      schema: {
        tags: ['reservation'],
        querystring: reservationTimesQuerySchema,
        response: { 200: envelopeOf(reservationTimesSchema) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      const restaurant = await findRestaurantById(db, request.auth.restaurantId);
      if (!restaurant) throw notFound('restaurant_does_not_exists');
      const answer = await reservationTimes(db, restaurant, request.query, app.deps.clock());
      return success(request, answer, answer.times.length ? 'ok' : 'no_booking_times');
    },
  );

  routes.post(
    '/api/restaurant/reserve-table',
    {
      config: rateLimited('reserve_table'),
      schema: {
        tags: ['reservation'],
        body: reserveTableRequestSchema,
        response: { 201: envelopeOf(reservationSchema) },
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthorized('token_required');
      await checkHumanFor(app, request, request.body);
      const deps = { ...app.deps, log: request.log };
      const reservation = await reserveTable(deps, request.auth.restaurantId, request.body, request.lang);
      reply.status(201);
      return success(request, reservation, 'table_booked');
    },
  );

  routes.get(
    '/api/restaurant/reservation',
    {
      schema: {
        tags: ['reservation'],
        querystring: reservationLinkSchema,
        response: { 200: envelopeOf(reservationSchema) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      return success(request, await reservationByLink(db, request.auth.restaurantId, request.query));
    },
  );

  routes.post(
    '/api/restaurant/reservation/cancel',
    {
      schema: { tags: ['reservation'], body: reservationLinkSchema, response: { 200: envelopeOf(reservationSchema) } },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      const reservation = await cancelReservationByLink(app.deps, request.auth.restaurantId, request.body);
      return success(request, reservation, 'reservation_cancelled');
    },
  );
}
