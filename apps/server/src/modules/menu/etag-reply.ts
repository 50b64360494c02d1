import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends an answer serialized once, with a weak ETag of its bytes: a repeat read whose
 * If-None-Match matches gets 304 and no body. The answer depends on the token's restaurant and
 * the language, hence Vary. Browsers revalidate every time (no-cache), so stock stays current.
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, answer: unknown): FastifyReply {
  const body = JSON.stringify(answer);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'authorization, accept-language, x-menu-preview');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.slice(2);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === opaque || tag.replace(/^W\//, '') === opaque;
  });
}
