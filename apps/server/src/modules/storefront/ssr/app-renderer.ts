import { AsyncLocalStorage } from 'node:async_hooks';
import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Lang } from '@tavola/domain/messages/catalogue';
import type { PageSeed } from '@tavola/domain/schemas/page-seed';
import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { cleanRestaurantHtml } from '../../restaurant/restaurant-html.ts';

export interface RenderInput {
  url: string;
  config: StorefrontConfig;
  lang: Lang;
  seed: PageSeed | null;
}

export type RenderApp = (input: RenderInput) => Promise<string>;

/** What apps/web/src/entry-server.tsx exports (its build is plain JS: typed here by shape). */
interface EntryServer {
  createRenderer(scope: AsyncLocalStorage<unknown>, options: { sanitizeHtml: (html: string) => string }): RenderApp;
}

/**
 * The web app's server renderer (docs/decisions/084-server-rendering.md), loaded from its build at
 * run time, and again when a new build replaces it (no restart). Null while there is none: the page
 * is then served without server-rendered content and the browser renders it.
 */
export function appRenderer(file: string): () => Promise<RenderApp | null> {
  let loaded: { mtimeMs: number; render: RenderApp | null } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      // A rebuilt entry is a new module: a query makes the import load it again.
      const url = pathToFileURL(file).href + (loaded ? `?v=${info.mtimeMs}` : '');
      // React picks its build by NODE_ENV when first loaded: pages render with the production build
      // (the development one is several times slower) unless a test runner set it already.
      process.env.NODE_ENV ??= 'production';
      const entry = (await import(url)) as EntryServer;
      loaded = {
        mtimeMs: info.mtimeMs,
        render: entry.createRenderer(new AsyncLocalStorage(), { sanitizeHtml: cleanRestaurantHtml }),
      };
    }
    return loaded.render;
  };
}
