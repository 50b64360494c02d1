import { apiRequest, type ApiRequest } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { managerToken, setManagerToken } from '../../api/manager-token.ts';
import { i18n } from '../../i18n/i18n.ts';
import { pageConfig } from '../../lib/page-config.ts';

/** A JSON call of the back office with the signed-in owner's token; a refused token ends the session. */
export async function ownerRequest<T>(token: string, request: Omit<ApiRequest, 'bearer'>): Promise<T> {
  try {
    return (await apiRequest<T>({ ...request, bearer: token })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) setManagerToken(null);
    throw error;
  }
}

/**
 * Image bytes up and the menu file down are not JSON envelopes, so they skip the JSON client; they
 * still name the restaurant, carry the owner's token and language, and fail as an ApiError.
 */
export async function ownerFetch(
  path: string,
  init: { method?: string; body?: Blob; contentType?: string; query?: Record<string, string> } = {},
): Promise<Response> {
  const token = managerToken();
  if (!token) throw new ApiError(i18n.t('errors.tokenRequired'), 401, 'token_required', null);
  const url = new URL(`/api/${path}`, location.origin);
  url.searchParams.set('restaurantId', String(pageConfig.restaurantId));
  for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': i18n.language,
        ...(init.contentType ? { 'content-type': init.contentType } : {}),
      },
      body: init.body,
    });
  } catch {
    throw new ApiError(i18n.t('errors.somethingWentWrong'), 0, null, null);
  }
  if (response.ok) return response;
  if (response.status === 401) setManagerToken(null);
  const payload = (await response.json().catch(() => null)) as { message?: { code?: string; body?: string } } | null;
  const text = payload?.message?.body ?? i18n.t('errors.somethingWentWrong');
  throw new ApiError(text, response.status, payload?.message?.code ?? null, payload?.message?.body ?? null);
}

/** What to show for a failed call: the server's own words where it sent them (409s too), else the generic text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return i18n.t('errors.somethingWentWrong');
}
