import { i18n } from '../i18n/i18n.ts';
import { pageConfig } from '../lib/page-config.ts';
import { clearStorage } from '../lib/storage.ts';
import { ApiError, type ApiErrorDetails } from './api-error.ts';
import { bearerToken, discardToken } from './token.ts';

/**
 * An owner's preview of the unpublished menu (decision 080): the editor opens the storefront with
 * ?menuPreview=<token>; the token stays for this tab and goes with every call as x-menu-preview, so
 * the server answers with the draft. (The names of the shared schema, repeated: it would bundle zod.)
 */
export const menuPreviewToken: string | null = (() => {
  try {
    const fromUrl = new URLSearchParams(location.search).get('menuPreview');
    if (fromUrl) sessionStorage.setItem('tavola.menuPreview', fromUrl);
    return fromUrl ?? sessionStorage.getItem('tavola.menuPreview');
  } catch {
    return null;
  }
})();

/** The server's answer (DESIGN.md): payload in data, coded message beside it, spec extras too. */
export interface Envelope<T> {
  type: 'success' | 'error';
  data: T;
  message: { code: string; body: string };
  msg?: string;
  validTime?: string;
  name?: string;
  inStock?: number;
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to /api, without a leading slash: 'restaurant/category'. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  /**
   * A token the caller holds (the manager's): sent instead of the guest's, and a 401 is the caller's
   * to handle (sign in again) rather than a reason to fall back to the public token.
   */
  bearer?: string;
  /** Extra request headers (the table bill's X-Socket-Id). */
  headers?: Record<string, string>;
}

/**
 * The one HTTP client of the storefront. Every call names the page's restaurant (restaurantId in
 * the query, or in the body when there is one), carries a bearer token and the guest's language,
 * and fails with an ApiError whose message is the text to show (spec §8).
 */
export async function apiRequest<T>(request: ApiRequest): Promise<Envelope<T>> {
  return send<T>(request, false);
}

async function send<T>(request: ApiRequest, isRetry: boolean): Promise<Envelope<T>> {
  const token = request.bearer ?? (await bearerToken());
  if (!token) throw new ApiError(i18n.t('errors.tokenRequired'), 401, 'token_required', null);

  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && request.body !== undefined;
  const url = new URL(`/api/${request.path}`, location.origin);
  const query = hasBody ? request.query : { ...request.query, restaurantId: pageConfig.restaurantId };
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': i18n.language,
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(menuPreviewToken ? { 'x-menu-preview': menuPreviewToken } : {}),
        ...request.headers,
      },
      body: hasBody ? JSON.stringify({ ...request.body, restaurantId: pageConfig.restaurantId }) : undefined,
    });
  } catch {
    throw new ApiError(i18n.t('errors.somethingWentWrong'), 0, null, null);
  }

  const payload = await readJson(response);
  if (response.ok) return payload as unknown as Envelope<T>;

  // An expired or revoked token (a customer's after logout elsewhere, or the public one): drop it
  // and try once with a fresh public token (spec §4).
  if (response.status === 401 && !isRetry && !request.bearer) {
    discardToken(token);
    return send<T>(request, true);
  }
  throw toApiError(response.status, payload);
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await response.json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function toApiError(status: number, payload: Record<string, unknown> | null): ApiError {
  const envelopeMessage = payload?.message as { code?: unknown; body?: unknown } | string | undefined;
  const serverMessage =
    typeof envelopeMessage === 'string'
      ? envelopeMessage
      : typeof envelopeMessage?.body === 'string'
        ? envelopeMessage.body
        : null;
  const code =
    typeof payload?.code === 'string'
      ? payload.code
      : typeof envelopeMessage === 'object' && typeof envelopeMessage.code === 'string'
        ? envelopeMessage.code
        : null;
  const details = detailsOf(payload);

  if (status === 422) {
    if (serverMessage === 'unauthenticated' || code === 'unauthenticated') {
      clearStorage();
      location.reload();
    }
    const first = firstValidationMessage(payload?.errors);
    return new ApiError(
      first ?? serverMessage ?? i18n.t('errors.somethingWentWrong'),
      status,
      code,
      serverMessage,
      details,
    );
  }
  if ([400, 401, 403, 404].includes(status) && serverMessage) {
    return new ApiError(serverMessage, status, code, serverMessage, details);
  }
  return new ApiError(i18n.t('errors.somethingWentWrong'), status, code, serverMessage, details);
}

function firstValidationMessage(errors: unknown): string | null {
  if (!errors || typeof errors !== 'object') return null;
  for (const messages of Object.values(errors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
  }
  return null;
}

function detailsOf(payload: Record<string, unknown> | null): ApiErrorDetails {
  if (!payload) return {};
  const details: ApiErrorDetails = {};
  if (typeof payload.name === 'string') details.name = payload.name;
  if (typeof payload.inStock === 'number') details.inStock = payload.inStock;
  if (typeof payload.validTime === 'string') details.validTime = payload.validTime;
  if (typeof payload.msg === 'string') details.msg = payload.msg;
  if (payload.errors && typeof payload.errors === 'object')
    details.fieldErrors = payload.errors as Record<string, string[]>;
  return details;
}
