import { FORM_TOKEN_MAX_AGE_SECONDS, type BotCheckFields, type FormStart } from '@tavola/domain/schemas/bot-check';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.ts';
import { AppError, badRequest, FieldErrors, notFound, unauthorized } from '../http/errors.ts';
import { findRestaurantById, type RestaurantRow } from '../modules/restaurant/repo.ts';
import { claimFormToken, readFormToken, signFormToken } from './form-token.ts';
import { googleRecaptcha } from './google-recaptcha.ts';
import type { HumanVerifier } from './human-verifier.ts';

export type BotCheckDeps = Pick<AppDeps, 'config' | 'clock' | 'db'> & {
  /** Replaces Google's siteverify (tests); by default built from the configuration. */
  humanVerifier?: HumanVerifier;
};

/**
 * reCAPTCHA only where both halves exist: the restaurant's site key (restaurant settings, public)
 * and the server's secret (RECAPTCHA_SECRET). Otherwise the honeypot and time trap, which send
 * nothing to third parties.
 */
function recaptchaSiteKey(deps: BotCheckDeps, restaurant: RestaurantRow): string | null {
  const siteKey = restaurant.settings.recaptchaSiteKey?.trim();
  return siteKey && deps.config.recaptchaSecret ? siteKey : null;
}

/** GET api/forms/start: what the storefront needs to send a protected form. */
export function startForm(deps: BotCheckDeps, restaurant: RestaurantRow): FormStart {
  const siteKey = recaptchaSiteKey(deps, restaurant);
  if (siteKey) return { method: 'recaptcha', siteKey };
  return { method: 'time_trap', formToken: signFormToken(deps.config.jwtSecret, restaurant.id, deps.clock()) };
}

/**
 * Refuses a form a person did not send, with a coded message and before anything is written:
 * a filled honeypot or a missing, forged, too young or too old form token (time trap), or a
 * reCAPTCHA token Google does not vouch for (422 recaptcha_invalid; 503 when Google is unreachable).
 */
export async function checkHuman(
  deps: BotCheckDeps,
  restaurant: RestaurantRow,
  fields: BotCheckFields,
  remoteIp: string | undefined,
): Promise<void> {
  if (!deps.config.botCheck.enabled) return;
  // People never see the honeypot; a form-filling script fills every field it finds.
  if (fields.website?.trim()) throw badRequest('bot_check_failed');

  const siteKey = recaptchaSiteKey(deps, restaurant);
  if (siteKey) {
    const token = fields.g_recaptcha_response?.trim();
    if (!token) throw FieldErrors.single('g_recaptcha_response', 'recaptcha_invalid');
    const verifier =
      deps.humanVerifier ??
      googleRecaptcha({ secret: deps.config.recaptchaSecret!, verifyUrl: deps.config.botCheck.recaptchaVerifyUrl });
    const verdict = await verifier.verify(token, remoteIp);
    if (verdict === 'unavailable') throw new AppError('recaptcha_unavailable', 503);
    if (verdict === 'fail') throw FieldErrors.single('g_recaptcha_response', 'recaptcha_invalid');
    return;
  }

  const openedAt = fields.form_token ? readFormToken(deps.config.jwtSecret, restaurant.id, fields.form_token) : null;
  if (!openedAt) throw badRequest('bot_check_failed');
  const seconds = (deps.clock().getTime() - openedAt.getTime()) / 1000;
  if (seconds < deps.config.botCheck.minFillSeconds) throw badRequest('form_sent_too_fast');
  if (seconds > FORM_TOKEN_MAX_AGE_SECONDS) throw badRequest('form_expired');
  // One form per token: a script that waited once cannot send the same token a thousand times.
  const expiresAt = new Date(openedAt.getTime() + FORM_TOKEN_MAX_AGE_SECONDS * 1000);
  if (!(await claimFormToken(deps.db, deps.config.jwtSecret, fields.form_token!, expiresAt))) {
    throw badRequest('form_token_used');
  }
}

/** checkHuman for a route: the request's restaurant and client address. */
export async function checkHumanFor(
  app: FastifyInstance,
  request: FastifyRequest,
  fields: BotCheckFields,
): Promise<void> {
  if (!app.deps.config.botCheck.enabled) return;
  if (!request.auth) throw unauthorized('token_required');
  const restaurant = await findRestaurantById(app.deps.db, request.auth.restaurantId);
  if (!restaurant) throw notFound('restaurant_does_not_exists');
  await checkHuman(app.deps, restaurant, fields, request.ip);
}
