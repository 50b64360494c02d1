import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';

/** STOREFRONT_CONFIG_ELEMENT_ID of the shared schema, repeated: importing it would bundle zod. */
const STOREFRONT_CONFIG_ELEMENT_ID = 'storefront-config';

/**
 * The restaurant this page belongs to, injected by the server into the page. Read once in the
 * browser: it cannot change without a new page load.
 */
function readPageConfig(): StorefrontConfig {
  const element = document.getElementById(STOREFRONT_CONFIG_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error('The storefront config is missing from the page: open it through the Tavola server.');
  }
  return JSON.parse(element.textContent) as StorefrontConfig;
}

let fromPage: StorefrontConfig | null = null;
let source: () => StorefrontConfig = () => (fromPage ??= readPageConfig());

/**
 * The server renders many restaurants in one process (src/entry-server.tsx): it names where the
 * config of the page being rendered comes from (its request's scope), so no render sees another's.
 */
export function setPageConfigSource(next: () => StorefrontConfig): void {
  source = next;
}

/** The current page's config: in the browser the page's own, on the server the rendered request's. */
export const pageConfig: StorefrontConfig = new Proxy({} as StorefrontConfig, {
  get: (_target, key) => Reflect.get(source(), key),
  has: (_target, key) => Reflect.has(source(), key),
  ownKeys: () => Reflect.ownKeys(source()),
  getOwnPropertyDescriptor: (_target, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(source(), key);
    return descriptor ? { ...descriptor, configurable: true } : undefined;
  },
});
