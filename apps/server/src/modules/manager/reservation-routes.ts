import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  managerReservationSchema,
  managerReservationsQuerySchema,
  managerReservationsSchema,
  managerReservationStatusRequestSchema,
  staffReservationRequestSchema,
} from '@tavola/domain/schemas/reservation';
import { envelopeOf, success } from '../../http/envelope.ts';
import { listDayReservations, setReservationStatus } from '../reservation/manager-reservations.ts';
import { reserveByStaff } from '../reservation/staff-reservation.ts';
import { onlyBoardLeads, onlyManagers, requireManager } from './manager-auth.ts';

/** api/managers/reservations: the day's table reservations, Seated and Cancel (decision 060). */
export async function managerReservationRoutes(app: FastifyInstance) {
  onlyManagers(app);
  // The kitchen neither pulls the rush levers nor sees the till, nor seats guests (decision 086).
  onlyBoardLeads(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/managers/reservations',
    {
      schema: {
        tags: ['manager'],
        querystring: managerReservationsQuerySchema,
        response: { 200: envelopeOf(managerReservationsSchema) },
      },
    },
    async (request) => {
      const manager = requireManager(request);
      return success(
        request,
        await listDayReservations(db, manager.restaurantId, request.query.date, app.deps.clock()),
      );
    },
  );

  routes.post(
    '/api/managers/reservations/status',
    {
      schema: {
        tags: ['manager'],
        body: managerReservationStatusRequestSchema,
        response: { 200: envelopeOf(managerReservationSchema) },
      },
    },
    async (request) => {
      const manager = requireManager(request);
      const { reservationId, status } = request.body;
      const reservation = await setReservationStatus(db, manager.restaurantId, reservationId, status);
      return success(request, reservation, 'reservation_status_changed');
    },
  );

  routes.post(
    '/api/managers/reservations/create',
    { schema: { tags: ['manager'], body: staffReservationRequestSchema, response: { 201: envelopeOf(managerReservationSchema) } } },
    async (request, reply) => {
      const reservation = await reserveByStaff({ ...app.deps, log: request.log }, requireManager(request).restaurantId, request.body);
      reply.code(201);
      return success(request, reservation, 'staff_reservation_created');
    },
  );
}
