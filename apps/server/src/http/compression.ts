import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers over 1 KB (the menu, baskets, the order list) go compressed to clients that accept it: a
 * phone on a weak network waits for bytes, not for our CPU. Brotli at quality 4 costs about what gzip
 * does and shrinks JSON more; its window is 64 KB, not the default 4 MB, which makes a basket's
 * brotli three times cheaper (the encoder sets up its window per answer) at the same size.
 * Pages and built assets set their own encoding and are left alone.
 */
const THRESHOLD = 1024;
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 16 } };
const GZIP = { level: 6 };

/**
 * Answers up to this size are compressed in one synchronous call in the hook below (a basket: about
 * 40 µs). @fastify/compress turns every answer into an async iterator piped through a zlib stream on
 * the thread pool and sends it chunked — machinery that cost more than the compression itself on the
 * ordering calls (bench order-flow profile, 2026-11-26). Larger answers keep going through the plugin,
 * so a big one never blocks the event loop; it leaves an answer that has a Content-Encoding alone.
 */
const SMALL_ANSWER = 64 * 1024;
const COMPRESSIBLE = /json|^text\//i;

export async function installCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < THRESHOLD || payload.length > SMALL_ANSWER) return payload;
    const encoding = encodingFor(request, reply);
    if (encoding === null) return payload;
    addVaryAcceptEncoding(reply);
    reply.header('content-encoding', encoding);
    return encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload, GZIP);
  });
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD,
    encodings: ENCODINGS,
    brotliOptions: BROTLI,
    zlibOptions: GZIP,
  });
}

function encodingFor(request: FastifyRequest, reply: FastifyReply): string | null {
  if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return null;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return null;
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' ? negotiate(accepted, ENCODINGS) : null;
}

function addVaryAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (values.some((value) => /accept-encoding/i.test(value))) return;
  reply.header('vary', [...values, 'accept-encoding'].join(', '));
}
