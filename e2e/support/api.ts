import { publicTokenOf, staffTokenOf, tavolaClient, type TavolaApi } from '@tavola/api-client/client';
import type { Page } from '@playwright/test';

/*
 * The e2e suite's own calls to the API (set-up, and what another guest or the kitchen does meanwhile)
 * go through the typed client generated from the OpenAPI document, like the server suite's and the
 * bench's: one client, checked by the compiler against the document the server serves.
 */

/** The storefront's page config: its restaurant and public client. */
export function storefrontConfigOf(page: Page): Promise<{ restaurantId: number; clientId: string; clientSecret: string }> {
  return page.evaluate(() => JSON.parse(document.getElementById('storefront-config')!.textContent!));
}

/** A client for the server the page is on, with the token (and the language of its messages). */
export function apiFor(page: Page, token: string | null, lang?: string): TavolaApi {
  return tavolaClient({ baseUrl: new URL(page.url()).origin, token, ...(lang ? { lang } : {}) });
}

/** The public token the storefront on the page gets on its first call. */
export async function publicTokenFor(page: Page): Promise<string> {
  return publicTokenOf(apiFor(page, null), await storefrontConfigOf(page));
}

/** A staff token, signed in through the API as the board does. */
export async function staffTokenFor(page: Page, email: string, password: string): Promise<string> {
  return staffTokenOf(apiFor(page, await publicTokenFor(page)), email, password);
}
