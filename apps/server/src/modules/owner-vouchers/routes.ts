import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownerContextSchema } from '@tavola/domain/schemas/menu-editor';
import {
  acceptVouchersRequestSchema,
  createVoucherRequestSchema,
  updateVoucherRequestSchema,
  voucherCodeParamsSchema,
  vouchersSectionSchema,
} from '@tavola/domain/schemas/owner-delivery';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { createVoucher, readVoucherSection, setAcceptVouchers, updateVoucher } from './owner-vouchers.ts';

const TAGS = ['owner: vouchers'];
const answer = { 200: envelopeOf(vouchersSectionSchema) };

/** api/owner/vouchers: the owner's vouchers with how often orders used them; never deleted, deactivated. */
export async function ownerVoucherRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/vouchers',
    { schema: { tags: TAGS, summary: 'Every voucher, with times used', querystring: ownerContextSchema, response: answer } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      reply.header('cache-control', 'no-store');
      return success(request, await readVoucherSection(app.deps, restaurantId));
    },
  );

  routes.post(
    '/api/owner/vouchers',
    { schema: { tags: TAGS, summary: 'Create a voucher (codes are unique per restaurant, any case)', body: createVoucherRequestSchema, response: answer } },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      return success(request, await createVoucher(app.deps, editor, request.body));
    },
  );

  routes.put(
    '/api/owner/vouchers/:code',
    {
      schema: {
        tags: TAGS,
        summary: 'Change, deactivate or reactivate a voucher',
        params: voucherCodeParamsSchema,
        body: updateVoucherRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      return success(request, await updateVoucher(app.deps, editor, request.params.code, request.body));
    },
  );

  routes.put(
    '/api/owner/vouchers-accepted',
    { schema: { tags: TAGS, summary: 'Whether the checkout takes vouchers', body: acceptVouchersRequestSchema, response: answer } },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      return success(request, await setAcceptVouchers(app.deps, editor, request.body));
    },
  );
}
