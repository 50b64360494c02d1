import { adoptPreparedFormats, PREPARED_FORMATS_ELEMENT_ID, type PreparedFormats } from '@tavola/domain/storefront/prepared-formats';

/**
 * The formats the server sent with the page (domain storefront/prepared-formats.ts): the page then writes
 * its prices and places its times without building an Intl formatter while it starts. Without them (an
 * old page in the service worker's cache) Intl answers, as before.
 */
export function adoptServedFormats(): void {
  const text = document.getElementById(PREPARED_FORMATS_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    adoptPreparedFormats(JSON.parse(text) as PreparedFormats);
  } catch {
    // Not JSON: Intl answers.
  }
}
