import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactRequestSchema } from '@tavola/domain/schemas/contact';
import { checkHuman } from '../../bot-check/check-human.ts';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { rateLimited } from '../../http/rate-limits.ts';
import { findRestaurantById } from '../restaurant/repo.ts';
import { sendContactMessage } from './send-contact-message.ts';

/** POST api/contact (spec accounts §7) → 'your message has been delivered successfully!'. */
export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      config: rateLimited('contact'),
      schema: { tags: ['contact'], body: contactRequestSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      const restaurant = await findRestaurantById(app.deps.db, request.auth.restaurantId);
      if (!restaurant) throw notFound('restaurant_does_not_exists');
      await checkHuman(app.deps, restaurant, request.body, request.ip);
      await sendContactMessage({ ...app.deps, log: request.log }, restaurant, request.body, request.lang);
      const answer = success(request, null, 'message_delivered');
      return { ...answer, msg: answer.message.body };
    },
  );
}
