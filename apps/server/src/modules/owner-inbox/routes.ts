import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactInboxSchema,
  contactMessageSchema,
  failedMailSchema,
  markMessageRequestSchema,
  subscriberListSchema,
  subscriberQuerySchema,
} from '@tavola/domain/schemas/owner-content';
import { ownerContextSchema } from '@tavola/domain/schemas/menu-editor';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { listFailedMails, retryFailedMail } from '../../mail/outbox-repo.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { idParam } from '../menu/query-params.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { countSubscribers, countUnread, listContactMessages, listSubscribers, markMessage } from './inbox-repo.ts';
import { subscribersCsv } from './subscribers-csv.ts';

const TAGS = ['owner: inbox'];
const INBOX_LIMIT = 200;

const messageAnswer = (row: Awaited<ReturnType<typeof listContactMessages>>[number]) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  lang: row.lang,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** api/owner/inbox/*: newsletter subscribers (list, CSV) and contact messages. Owners only: guests' addresses. */
export async function ownerInboxRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/inbox/subscribers',
    { schema: { tags: TAGS, summary: 'Newsletter subscribers, newest first', querystring: subscriberQuerySchema, response: { 200: envelopeOf(subscriberListSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const search = request.query.q?.trim() || undefined;
      const [total, matching, rows] = await Promise.all([
        countSubscribers(db, restaurantId),
        search ? countSubscribers(db, restaurantId, search) : undefined,
        listSubscribers(db, restaurantId, { search, limit: request.query.limit }),
      ]);
      reply.header('cache-control', 'no-store');
      return success(request, {
        total,
        matching: matching ?? total,
        subscribers: rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() })),
      });
    },
  );

  routes.get(
    '/api/owner/inbox/subscribers.csv',
    { schema: { tags: TAGS, summary: 'Every subscriber as CSV (UTF-8 with BOM, RFC 4180)', querystring: ownerContextSchema } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const rows = await listSubscribers(db, restaurantId, {});
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .type('text/csv; charset=utf-8')
        .send(subscribersCsv(rows));
    },
  );

  routes.get(
    '/api/owner/inbox/messages',
    { schema: { tags: TAGS, summary: 'Contact messages, newest first', querystring: ownerContextSchema, response: { 200: envelopeOf(contactInboxSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const [unread, rows] = await Promise.all([countUnread(db, restaurantId), listContactMessages(db, restaurantId, INBOX_LIMIT)]);
      reply.header('cache-control', 'no-store');
      return success(request, { unread, messages: rows.map(messageAnswer) });
    },
  );

  routes.put(
    '/api/owner/inbox/messages/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Marks a contact message read or unread',
        params: z.object({ id: idParam }),
        body: markMessageRequestSchema,
        response: { 200: envelopeOf(contactMessageSchema) },
      },
    },
    async (request) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const row = await markMessage(db, restaurantId, request.params.id, request.body.read ? app.deps.clock() : null);
      if (!row) throw notFound('route_not_found');
      return success(request, messageAnswer(row));
    },
  );

  routes.get(
    '/api/owner/inbox/failed-mails',
    { schema: { tags: TAGS, summary: 'Mails to guests the outbox gave up on, newest first', querystring: ownerContextSchema, response: { 200: envelopeOf(z.array(failedMailSchema)) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const rows = await listFailedMails(db, INBOX_LIMIT, restaurantId);
      reply.header('cache-control', 'no-store');
      return success(
        request,
        rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          to: row.mail?.to ?? null,
          subject: row.mail?.subject ?? null,
          orderId: row.kind === 'order_confirmation' ? row.ref : null,
          attempts: row.attempts,
          lastError: row.lastError,
          failedAt: (row.failedAt ?? row.createdAt).toISOString(),
        })),
      );
    },
  );

  routes.post(
    '/api/owner/inbox/failed-mails/:id/retry',
    { schema: { tags: TAGS, summary: 'Send a given-up mail again (fresh attempts)', params: z.object({ id: idParam }), body: ownerContextSchema.optional(), response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      if (!(await retryFailedMail(db, request.params.id, app.deps.clock(), restaurantId))) throw notFound('mail_not_found');
      app.deps.mailer.wake();
      return success(request, null);
    },
  );
}
