import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ID_MAX } from '@tavola/domain/limits';
import { envelopeOf, success } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import { insertWebsiteView } from './repo.ts';
import { rateLimited } from '../../http/rate-limits.ts';

/** JSON booleans, or their text forms when the body comes from a form. */
const visitFlag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
  error: (issue) => (issue.input === undefined ? 'field_required' : 'field_must_be_boolean'),
});
const asBoolean = (value: z.infer<typeof visitFlag>) => value === true || value === 'true' || value === '1';

/** POST api/restaurant/website-view: one storefront start (spec ordering-flow §4 "On app start"). */
export async function visitRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/restaurant/website-view',
    {
      config: rateLimited('record_visit'),
      schema: {
        tags: ['visit'],
        body: z.object({
          restaurantId: z.coerce.number().int().min(1).max(ID_MAX).optional(),
          qrCode: visitFlag,
          unique: visitFlag,
          new: visitFlag,
        }),
        response: { 200: envelopeOf(z.object({ id: z.int() })) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      const id = await insertWebsiteView(app.deps.db, {
        restaurantId: request.auth.restaurantId,
        qrCode: asBoolean(request.body.qrCode),
        isUnique: asBoolean(request.body.unique),
        isNew: asBoolean(request.body.new),
      });
      return success(request, { id }, 'visit_recorded');
    },
  );
}
