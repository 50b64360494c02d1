import { isLang, type Lang } from '@tavola/domain/messages/catalogue';

/**
 * The language of an account e-mail: the one the customer is using right now if the request names it,
 * else the one stored with the account, else the request's resolved language (the restaurant's).
 */
export function mailLang(requested: Lang | null, stored: string | null | undefined, fallback: Lang): Lang {
  return requested ?? (isLang(stored) ? stored : fallback);
}
