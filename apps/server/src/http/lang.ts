import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANG, isLang, type Lang } from '@tavola/domain/messages/catalogue';

/** The language the client asked for explicitly (`lang` parameter, then Accept-Language), or null. */
export function requestedLang(request: FastifyRequest): Lang | null {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLang(fromQuery)) return fromQuery;
  return fromAcceptLanguage(request.headers['accept-language']);
}

export function fromAcceptLanguage(header: string | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLang) ?? null;
}

export function resolveLang(explicit: Lang | null, restaurantLang: string | null | undefined): Lang {
  return explicit ?? (isLang(restaurantLang) ? restaurantLang : DEFAULT_LANG);
}
