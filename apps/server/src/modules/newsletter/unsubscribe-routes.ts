import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLang, type Lang } from '@tavola/domain/messages/catalogue';
import { FieldErrors } from '../../http/errors.ts';
import { removeSubscriber } from '../owner-inbox/inbox-repo.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const TEXTS: Record<Lang, { ask: string; button: string; done: string }> = {
  en: { ask: 'Unsubscribe from the newsletter?', button: 'Unsubscribe', done: 'You are unsubscribed. You will get no more newsletters.' },
  de: { ask: 'Vom Newsletter abmelden?', button: 'Abmelden', done: 'Sie sind abgemeldet und erhalten keinen Newsletter mehr.' },
  fr: { ask: 'Se désabonner de la newsletter ?', button: 'Se désabonner', done: 'Vous êtes désabonné·e. Vous ne recevrez plus de newsletter.' },
  ar: { ask: 'إلغاء الاشتراك في النشرة الإخبارية؟', button: 'إلغاء الاشتراك', done: 'تم إلغاء اشتراكك. لن تصلك النشرة بعد الآن.' },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, lang: Lang, body: string) {
  return reply
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1"><title>Newsletter</title>` +
        `<main style="font:1.1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</main></html>`,
    );
}

/**
 * api/newsletter/unsubscribe?token=: the link every newsletter-related mail carries. GET asks (mail
 * scanners open links, they must not unsubscribe anyone); POST is the one-click unsubscribe of RFC 8058
 * that mail programs send from the List-Unsubscribe header, and the page's button.
 */
export async function newsletterUnsubscribeRoutes(app: FastifyInstance) {
  const secret = app.deps.config.jwtSecret;
  const tokenOf = (query: unknown) => {
    const token = (query as { token?: unknown }).token;
    const named = typeof token === 'string' ? readUnsubscribeToken(secret, token) : undefined;
    if (!named) throw FieldErrors.single('token', 'field_invalid');
    return { token: token as string, ...named };
  };
  const langOf = (query: unknown): Lang => {
    const lang = (query as { lang?: unknown }).lang;
    return typeof lang === 'string' && isLang(lang) ? lang : 'en';
  };

  app.get('/api/newsletter/unsubscribe', { config: { public: true }, schema: { tags: ['newsletter'], hide: true } }, async (request, reply) => {
    const { token } = tokenOf(request.query);
    const lang = langOf(request.query);
    const text = TEXTS[lang];
    return page(
      reply,
      lang,
      `<h1>${escape(text.ask)}</h1><form method="post" action="?token=${encodeURIComponent(token)}&amp;lang=${lang}">` +
        `<button type="submit" style="font:inherit;padding:.6rem 1.2rem">${escape(text.button)}</button></form>`,
    );
  });

  app.post('/api/newsletter/unsubscribe', { config: { public: true }, schema: { tags: ['newsletter'], hide: true } }, async (request, reply) => {
    const { restaurantId, email } = tokenOf(request.query);
    // Unsubscribing twice is answered the same: the address is off the list either way.
    await removeSubscriber(app.deps.db, restaurantId, email);
    const lang = langOf(request.query);
    return page(reply, lang, `<h1>${escape(TEXTS[lang].done)}</h1>`);
  });
}
