import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownerContextSchema } from '@tavola/domain/schemas/menu-editor';
import {
  ownerPrintersAnswerSchema,
  printerCategoryChoicesSchema,
  printQueuedSchema,
  printerTroublesSchema,
  printTestPageSchema,
  reprintOrderSchema,
  saveOwnerPrintersSchema,
} from '@tavola/domain/schemas/owner-printers';
import { envelopeOf, success } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { onlyManagers, requireStaff } from '../manager/manager-auth.ts';
import { findOrder } from '../order/order-repo.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { enqueueReprint } from './order-tickets.ts';
import { findPrinter, insertPrintJobs, selectPrinterTroubles } from './print-jobs-repo.ts';
import { readPrintersSection, savePrintersSection, selectCategoryChoices } from './printers-section.ts';

/** Kitchen printers (decision 092): the owner's setup, a test page, the board's reprint and notice. */
export async function printerRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/printers',
    { schema: { tags: ['owner'], summary: 'The kitchen printers, with the revision to save against', querystring: ownerContextSchema, response: { 200: envelopeOf(ownerPrintersAnswerSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      reply.header('cache-control', 'no-store');
      return success(request, await readPrintersSection(db, restaurantId));
    },
  );

  routes.get(
    '/api/owner/printers/categories',
    { schema: { tags: ['owner'], summary: 'The categories a printer may be limited to', querystring: ownerContextSchema, response: { 200: envelopeOf(printerCategoryChoicesSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      reply.header('cache-control', 'no-store');
      return success(request, await selectCategoryChoices(db, restaurantId));
    },
  );

  routes.put(
    '/api/owner/printers',
    { schema: { tags: ['owner'], summary: 'Save the kitchen printers (409 stale_revision on an old revision)', body: saveOwnerPrintersSchema, response: { 200: envelopeOf(ownerPrintersAnswerSchema) } } },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      const { revision, restaurantId: _restaurant, lang: _lang, ...value } = request.body;
      return success(request, await savePrintersSection(app.deps, editor, revision, value), 'settings_saved');
    },
  );

  routes.post(
    '/api/owner/printers/test',
    { schema: { tags: ['owner'], summary: 'Print a test page on a saved printer', body: printTestPageSchema, response: { 200: envelopeOf(printQueuedSchema) } } },
    async (request) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const printer = await findPrinter(db, restaurantId, request.body.printerId);
      if (!printer) throw notFound('printer_not_found');
      await insertPrintJobs(db, [{ restaurantId, printerId: printer.id, kind: 'test' }], app.deps.clock());
      app.deps.printQueue.wake();
      return success(request, { queued: 1 }, 'print_queued');
    },
  );

  routes.post(
    '/api/managers/order/reprint',
    { schema: { tags: ['manager'], summary: 'Print the order’s kitchen tickets again', body: reprintOrderSchema, response: { 200: envelopeOf(printQueuedSchema) } } },
    async (request) => {
      const staff = await requireStaff(db, request);
      const order = await findOrder(db, staff.restaurantId, request.body.orderId);
      if (!order) throw notFound('order_does_not_exists');
      const queued = await enqueueReprint(db, order, app.deps.clock());
      if (queued === 0) throw new AppError('printers_none', 422);
      app.deps.printQueue.wake();
      return success(request, { queued }, 'print_queued');
    },
  );

  routes.get(
    '/api/managers/printers/status',
    { schema: { tags: ['manager'], summary: 'Printers that are off or out of paper, for the board’s notice', querystring: ownerContextSchema, response: { 200: envelopeOf(printerTroublesSchema) } } },
    async (request, reply) => {
      const staff = await requireStaff(db, request);
      reply.header('cache-control', 'no-store');
      const rows = await selectPrinterTroubles(db, staff.restaurantId);
      return success(
        request,
        rows.map((row) => ({ id: row.id, name: row.name, error: row.error ?? '', since: (row.since ?? new Date(0)).toISOString(), waiting: row.waiting })),
      );
    },
  );
}
