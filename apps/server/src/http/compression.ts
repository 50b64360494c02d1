import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers over 1 KB (the menu, baskets, the order list) go compressed to clients that accept it: a
 * phone on a weak network waits for bytes, not for our CPU. Brotli at quality 4 costs about what gzip
 * does and shrinks JSON more. Pages and built assets set their own encoding and are left alone.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
