import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageSeed } from '@tavola/domain/schemas/page-seed';
import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { seedPageQueries } from './app/page-seed.ts';
import { ar } from './i18n/ar.ts';
import { de } from './i18n/de.ts';
import { en } from './i18n/en.ts';
import { fr } from './i18n/fr.ts';
import { setTextsSource, type TextsState } from './i18n/i18n.ts';
import type { Lang } from './i18n/languages.ts';
import { arLazy } from './i18n/lazy/ar.ts';
import { deLazy } from './i18n/lazy/de.ts';
import { enLazy } from './i18n/lazy/en.ts';
import { frLazy } from './i18n/lazy/fr.ts';
import { createTranslator } from './i18n/translate.ts';
import { setPageConfigSource } from './lib/page-config.ts';
import { setServerSanitizer } from './lib/sanitize-html.ts';

/**
 * The storefront rendered on the server by its own components (docs/decisions/084-server-rendering.md),
 * built by `vite build --ssr` and loaded by the Fastify server. One process renders many restaurants
 * and languages at once: each render reads its page config and texts from its request's scope (the
 * server's AsyncLocalStorage), never from a module variable another request could overwrite.
 */

export interface RenderInput {
  /** The page's URL path and query, base path included (/r/{slug}/menu?category=3). */
  url: string;
  config: StorefrontConfig;
  lang: Lang;
  /** The data the page shows, also carried by the page for the browser's hydration (the same data). */
  seed: PageSeed | null;
}

interface PageScope {
  config: StorefrontConfig;
  texts: TextsState;
}

/** The part of Node's AsyncLocalStorage a render needs (the web app has no Node types). */
export interface RenderScope {
  run<R>(store: PageScope, callback: () => R): R;
  getStore(): PageScope | undefined;
}

const ALL_TEXTS: Record<Lang, object> = {
  de: { ...de, ...deLazy },
  en: { ...en, ...enLazy },
  fr: { ...fr, ...frLazy },
  ar: { ...ar, ...arLazy },
};
const translators = new Map<Lang, TextsState>();

function textsOf(lang: Lang): TextsState {
  let state = translators.get(lang);
  if (!state) {
    state = { language: lang, revision: 1, translate: createTranslator(ALL_TEXTS[lang], lang) };
    translators.set(lang, state);
  }
  return state;
}

/**
 * The renderer, bound to the server's scope: `render` answers the HTML of the page's root element.
 * `sanitizeHtml` cleans restaurant HTML as the server stores it (the browser's cleaner needs a DOM);
 * `reportError` hears of a part that failed on the server (the browser renders that part instead).
 */
export function createRenderer(
  scope: RenderScope,
  options: { sanitizeHtml: (html: string) => string; reportError: (error: unknown) => void },
): (input: RenderInput) => Promise<string> {
  setServerSanitizer(options.sanitizeHtml);
  const current = () => {
    const store = scope.getStore();
    if (!store) throw new Error('A storefront render ran outside its request scope.');
    return store;
  };
  setPageConfigSource(() => current().config);
  setTextsSource(() => current().texts);

  return (input) =>
    scope.run({ config: input.config, texts: textsOf(input.lang) }, async () => {
      const queryClient = createQueryClient();
      seedPageQueries(queryClient, input.seed);
      const stream = await renderToReadableStream(
        <StrictMode>
          <App
            queryClient={queryClient}
            router={(routes) => (
              <StaticRouter location={input.url} basename={input.config.basePath || undefined}>
                {routes}
              </StaticRouter>
            )}
          />
        </StrictMode>,
        {
          // A failed part renders on the client instead (React marks it); the page itself still answers.
          onError: (error) => options.reportError(error),
          // The page is sent whole: every finished part stays in place. React's default moves a large one
          // (over 12.8 KB: a blog list) to the end with an inline script to put it back, which the page's
          // CSP (script hashes) would refuse.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
      // Whole, not streamed: the page is compressed as one piece and its status is known before it is sent.
      await stream.allReady;
      return new Response(stream).text();
    });
}
