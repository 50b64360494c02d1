import type { FastifyRequest } from 'fastify';
import type { Lang } from '@tavola/domain/messages/catalogue';
import { unauthorized } from '../../http/errors.ts';
import { requestedLang } from '../../http/lang.ts';

/** Who is asking, as the account services need it: restaurant, client address and languages. */
export interface RequestContext {
  restaurantId: number;
  ip: string;
  /** The language the client asked for explicitly (lang parameter or Accept-Language), if any. */
  requestedLang: Lang | null;
  /** The answer language: requested, else the restaurant's, else de. */
  lang: Lang;
}

export function requestContext(request: FastifyRequest): RequestContext {
  if (!request.auth) throw unauthorized('token_required');
  return {
    restaurantId: request.auth.restaurantId,
    ip: request.ip,
    requestedLang: requestedLang(request),
    lang: request.lang,
  };
}
