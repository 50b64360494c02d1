import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG } from '@tavola/domain/messages/catalogue';
import { requestedLang } from './lang.ts';

/** Sets request.lang early so even a 401 or 404 answers in the client's language. */
export function installLangHook(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANG);
  app.decorateRequest('askedLang', null);
  app.addHook('onRequest', async (request) => {
    // Read here, before a route's querystring schema drops the `lang` parameter it does not declare.
    request.askedLang = requestedLang(request);
    request.lang = request.askedLang ?? DEFAULT_LANG;
  });
}
