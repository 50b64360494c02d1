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
  createRenderer(
    scope: AsyncLocalStorage<unknown>,
    options: { sanitizeHtml: (html: string) => string; reportError: (error: unknown) => void },
  ): RenderApp;
}

/**
 * The web app's server renderer (docs/decisions/084-server-rendering.md), loaded from its build at
 * run time, and again when a new build replaces it (no restart). Null while there is none: the page
 * is then served without server-rendered content and the browser renders it.
 *
 * One load per build, shared by the requests that arrive while it loads: the entry keeps its page
 * config and texts sources in module variables bound to one renderer's scope, so a second renderer
 * made by a concurrent first request would leave the first one's renders outside their scope.
 */
export function appRenderer(file: string, reportError: (error: unknown) => void): () => Promise<RenderApp | null> {
  let current: { mtimeMs: number; render: Promise<RenderApp> } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (current?.mtimeMs !== info.mtimeMs) {
      const load = loadRenderer(file, info.mtimeMs, current !== null, reportError);
      const loading = { mtimeMs: info.mtimeMs, render: load };
      current = loading;
      // A load that failed is tried again by the next request, not remembered.
      load.catch(() => {
        if (current === loading) current = null;
      });
    }
    return current.render;
  };
}

async function loadRenderer(
  file: string,
  mtimeMs: number,
  reload: boolean,
  reportError: (error: unknown) => void,
): Promise<RenderApp> {
  // A rebuilt entry is a new module: a query makes the import load it again.
  const url = pathToFileURL(file).href + (reload ? `?v=${mtimeMs}` : '');
  // React picks its build by NODE_ENV when first loaded: pages render with the production build
  // (the development one is several times slower) unless a test runner set it already.
  process.env.NODE_ENV ??= 'production';
  const entry = (await import(url)) as EntryServer;
  return entry.createRenderer(new AsyncLocalStorage(), { sanitizeHtml: cleanRestaurantHtml, reportError });
}
