import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_MB, imageUploadQuerySchema, uploadedImageSchema } from '@tavola/domain/schemas/menu-image';
import { envelopeOf, success } from '../../http/envelope.ts';
import { AppError, unauthorized } from '../../http/errors.ts';
import { requireOwner } from '../manager/manager-auth.ts';
import { uploadMenuImage } from './upload-menu-image.ts';

/** POST api/owner/images: an owner's photo for a dish, a category, the logo or the page's top image. */
export async function menuImageRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The bytes decide what the image is, so any declared type is read (JSON and text keep their own
  // parsers and are refused below as not an image). Only this plugin's routes take such bodies.
  app.addContentTypeParser('*', readImageBody);
  // Someone without a token is turned away before up to 15 MB are read; the owner check follows.
  app.addHook('preParsing', async (request) => {
    if (!request.headers.authorization) throw unauthorized('token_required');
  });

  routes.post(
    '/api/owner/images',
    {
      schema: {
        tags: ['owner'],
        description: `The body is the image file itself (JPEG, PNG or WebP, at most ${IMAGE_UPLOAD_MAX_MB} MB), any Content-Type.`,
        querystring: imageUploadQuerySchema,
        response: { 201: envelopeOf(uploadedImageSchema) },
      },
    },
    async (request, reply) => {
      const { restaurantId } = await requireOwner(db, request);
      const body: unknown = request.body;
      if (body === undefined || body === null) throw new AppError('image_unreadable', 422);
      if (!Buffer.isBuffer(body)) throw new AppError('image_type_unsupported', 415);
      const image = await uploadMenuImage({ db, uploadsDir }, restaurantId, body, request.query.kind);
      reply.code(201);
      return success(request, image, 'image_uploaded');
    },
  );
}

/** The raw body, refused with the coded 413 as soon as it passes the limit (the JSON limit is far lower). */
async function readImageBody(request: FastifyRequest, payload: AsyncIterable<Buffer>): Promise<Buffer> {
  const tooLarge = () => new AppError('image_too_large', 413, { max: IMAGE_UPLOAD_MAX_MB });
  if (Number(request.headers['content-length']) > IMAGE_UPLOAD_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > IMAGE_UPLOAD_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
