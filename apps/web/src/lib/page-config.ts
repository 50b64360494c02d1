import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';

/** STOREFRONT_CONFIG_ELEMENT_ID of the shared schema, repeated: importing it would bundle zod. */
const STOREFRONT_CONFIG_ELEMENT_ID = 'storefront-config';

/**
 * The restaurant this page belongs to, injected by the server into index.html. Read once: it
 * cannot change without a new page load.
 */
function readPageConfig(): StorefrontConfig {
  const element = document.getElementById(STOREFRONT_CONFIG_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error('The storefront config is missing from the page: open it through the Tavola server.');
  }
  return JSON.parse(element.textContent) as StorefrontConfig;
}

export const pageConfig: StorefrontConfig = readPageConfig();
