import type { FastifyInstance } from 'fastify';
import type { BotCheckFields } from '@tavola/domain/schemas/bot-check';
import { checkHumanFor } from '../../bot-check/check-human.ts';
import { unauthorized } from '../../http/errors.ts';
import { success } from '../../http/envelope.ts';
import { subscribeToNewsletter } from './subscribe.ts';
import { rateLimited } from '../../http/rate-limits.ts';

/** The bot-check fields (schemas/bot-check) as text, from the query or the body like the email. */
function botFieldsOf(source: unknown): BotCheckFields {
  if (!source || typeof source !== 'object') return {};
  const record = source as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return Object.fromEntries(
    (['form_token', 'website', 'g_recaptcha_response'] as const).flatMap((key) =>
      text(record[key]) === undefined ? [] : [[key, text(record[key])]],
    ),
  );
}

function emailOf(source: unknown): unknown {
  return source && typeof source === 'object' && 'email' in source ? source.email : undefined;
}

/**
 * POST api/newsletter/create (spec accounts §7: query params → type, msg); the email may also come
 * in the body. A repeated email is answered like a new one — 200, type 'success', msg — only with
 * the newsletter_already_exists text: the guest learns nothing beyond that sentence (no id, no
 * signup date), and the storefront clears the field on either outcome (spec §4).
 */
export async function newsletterRoutes(app: FastifyInstance) {
  app.post(
    '/api/newsletter/create',
    { config: rateLimited('newsletter'), schema: { tags: ['newsletter'] } },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      const email = emailOf(request.query) ?? emailOf(request.body);
      await checkHumanFor(app, request, { ...botFieldsOf(request.query), ...botFieldsOf(request.body) });
      const code = await subscribeToNewsletter(app.deps.db, request.auth.restaurantId, email);
      const answer = success(request, null, code);
      return { ...answer, msg: answer.message.body };
    },
  );
}
