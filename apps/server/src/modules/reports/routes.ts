import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REPORT_EXPORTS, reportQuerySchema, reportSchema } from '@tavola/domain/schemas/reports';
import { z } from 'zod';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyManagers, requireOwner } from '../manager/manager-auth.ts';
import { buildReport, reportScope } from './build-report.ts';
import { csvExport } from './csv-export.ts';
import { csvFormatOf } from './csv-format.ts';

const TAGS = ['owner: reports'];
const exportParams = z.object({ kind: z.enum(REPORT_EXPORTS, 'field_invalid') });

/**
 * api/owner/reports: the owner's figures (decision 085). Owners only: managers run the service and
 * the kitchen sees no money, both get 403 owner_only.
 */
export async function reportRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/reports',
    { schema: { tags: TAGS, summary: 'Sales, dishes, VAT and more for a range of local dates', querystring: reportQuerySchema, response: { 200: envelopeOf(reportSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwner(db, request);
      reply.header('cache-control', 'no-store');
      return success(request, await buildReport(db, restaurantId, request.query));
    },
  );

  routes.get(
    '/api/owner/reports/:kind.csv',
    { schema: { tags: TAGS, summary: 'The range’s orders or order lines as CSV for a spreadsheet', params: exportParams, querystring: reportQuerySchema } },
    async (request, reply) => {
      const { restaurantId } = await requireOwner(db, request);
      const { scope, slug } = await reportScope(db, restaurantId, request.query);
      const { kind } = request.params;
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${slug}-${kind}-${scope.from}-${scope.to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csvExport(db, scope, kind, csvFormatOf(request.lang)));
    },
  );
}
