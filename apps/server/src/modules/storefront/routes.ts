import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { leadsToLanding, storefrontRouteOf } from '@tavola/domain/storefront/route-titles';
import { prepareFormats } from '@tavola/domain/storefront/prepared-formats';
import { inlineScriptHashes, pageSecurityPolicy } from '../../http/security-headers.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languagesOfPage, pageLanguageOf } from '@tavola/domain/storefront/offered-languages';
import { failure } from '../../http/envelope.ts';
import { demoImageRoutes } from './demo-images.ts';
import { pageConfigOf } from './page-config.ts';
import { readPageSeed, rendersOnServer, type PageSeedRequest } from './ssr/read-page-seed.ts';
import { appRenderer } from './ssr/app-renderer.ts';
import { encodedBody, RenderedPageCache, renderedPageKey, type RenderedPage } from './ssr/rendered-page-cache.ts';
import { manifestOf, renderPage, type PageBody } from './render-page.ts';
import { resolveStorefront } from './resolve-restaurant.ts';
import { pageMetaFor } from './seo/page-meta-service.ts';
import { seoRoutes } from './seo/seo-routes.ts';
import { MenuService } from '../menu/menu-service.ts';
import { MENU_PREVIEW_PARAM } from '@tavola/domain/schemas/menu-editor';
import { checkPreviewToken } from '../menu-editor/menu-preview.ts';
import { comingSoonPage } from './coming-soon.ts';

const YEAR = 31_536_000;

/** The service worker's own policy: its workbox module, this origin's pages, files and API; nothing else. */
export const WORKER_POLICY =
  "default-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'";

/** The service worker and the scripts it imports (workbox, the push handler of decision 099). */
function isWorkerScript(file: string): boolean {
  return file === 'sw.js' || file === 'sw-push.js' || file.startsWith('workbox-');
}

/** How long a browser may keep a built file: hashed names forever, the service worker never. */
function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return `public, max-age=${YEAR}, immutable`;
  if (isWorkerScript(file) || file.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The storefront (DESIGN.md): the web build's files, and for every other GET outside /api the
 * SPA's index.html with the restaurant's page config injected. Registered last: unknown /api
 * paths keep their coded 404.
 */
export async function storefrontRoutes(app: FastifyInstance) {
  const root = app.deps.config.webDist;
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, index: false, cacheControl: false });
  await demoImageRoutes(app);
  // The menu page's structured data lists the menu: read through the menu's own cache.
  const menus = new MenuService(app.deps);
  // Stock changes reach this process's menu reads (and its rendered pages) at once, not after the age limit.
  const stopListening = await menus.listen();
  app.addHook('onClose', async () => stopListening());
  const pages = new RenderedPageCache(() => app.deps.clock().getTime());
  menus.onChange((restaurantId) => pages.forgetRestaurant(restaurantId));
  await seoRoutes(app);

  // index.html is re-read when a new build replaces it, so a rebuild needs no restart.
  let template: { html: string; mtimeMs: number; policy: string } | null = null;
  const https = app.deps.config.publicUrl.startsWith('https:');
  const recaptcha = app.deps.config.recaptchaSecret !== null;
  const indexHtml = async (): Promise<{ html: string; policy: string } | null> => {
    const file = path.join(root, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (template?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(file, 'utf8');
      template = {
        html,
        mtimeMs: info.mtimeMs,
        policy: pageSecurityPolicy(inlineScriptHashes(html), https, { recaptcha }),
      };
    }
    return template;
  };

  app.get(
    '/manifest.webmanifest',
    { config: { public: true }, schema: { hide: true } },
    async (request: FastifyRequest<{ Querystring: { slug?: unknown; base?: unknown } }>, reply) => {
      const slug = typeof request.query.slug === 'string' ? request.query.slug : '';
      const target = await resolveStorefront(app.deps.db, slug ? `/r/${slug}` : '/', request.hostname);
      if (!target) return reply.status(404).send(failure(request, 'restaurant_does_not_exists'));
      // The page names where its routes start: '' (its own host or the default) or '/r/{slug}'.
      const basePath = request.query.base === target.basePath ? target.basePath : '';
      return reply
        .header('content-type', 'application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(manifestOf(pageConfigOf(target.restaurant, basePath))));
    },
  );

  // A part that fails on the server is rendered by the browser instead; the log still says why.
  const renderer = appRenderer(app.deps.config.webSsr, (error) =>
    app.log.warn({ err: error }, 'part of a storefront page failed to render on the server'),
  );
  /**
   * The page's body, rendered by the web app's own components from the data the page shows
   * (docs/decisions/084-server-rendering.md); a failure costs the server render only, never the
   * page: the browser then renders it.
   */
  const renderBody = async (url: string, request: Omit<PageSeedRequest, 'db' | 'now' | 'menus'>): Promise<PageBody | null> => {
    try {
      const render = await renderer();
      if (!render) return null;
      const seed = await readPageSeed({ ...request, db: app.deps.db, now: app.deps.clock(), menus });
      const rendered = await render({ url, config: request.config, lang: request.lang, seed });
      const preloads = /^(?:<link [^>]*\/>)*/.exec(rendered)?.[0] ?? '';
      return { html: rendered.slice(preloads.length), preloads, seed, lang: request.lang };
    } catch (error) {
      app.log.error({ err: error }, 'storefront server render failed');
      return null;
    }
  };

  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const pathname = decodePath(request.url.split('?')[0] ?? '/');
    if (pathname === null) return reply.status(400).send(failure(request, 'field_invalid'));
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send(failure(request, 'route_not_found'));
    }

    const file = await builtFile(root, pathname);
    if (file) {
      // A worker runs under its script's policy: the JSON one ('none') would block its importScripts and fetches.
      if (isWorkerScript(file)) reply.header('content-security-policy', WORKER_POLICY);
      return reply.header('cache-control', cacheControlFor(file)).sendFile(file);
    }
    // A missing file is a 404, never the page: a stale page asking for an old chunk must fail
    // loudly (and the service worker then fetches the new page) instead of parsing HTML as JS.
    if (looksLikeFile(pathname)) return reply.status(404).send(failure(request, 'route_not_found'));

    const page = await indexHtml();
    if (page === null) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront is not built yet: run `npm run build` (or `npm start`).');
    }
    const target = await resolveStorefront(app.deps.db, pathname, request.hostname);
    reply.header('content-security-policy', page.policy);
    if (!target) return sendHtml(request, reply.status(404), notFoundPage());
    const config = pageConfigOf(target.restaurant, target.basePath);
    const asked = (request.query as Record<string, unknown>).lang;
    // Not one of the storefront's routes: the page still renders (its Not Found screen), with a 404.
    const routePath = pathname.slice(target.basePath.length) || '/';
    const route = storefrontRouteOf(routePath, config.modes, target.restaurant.settings.hasBlog, config);
    const known = route !== null;
    // Guests get the languages the restaurant offers (an unoffered ?lang= falls back to its own), staff all four.
    const lang = pageLanguageOf([asked], languagesOfPage(routePath, config.languages), config.lang);
    if (target.restaurant.status === 'setup' && !(await seesSetupStorefront(app, routePath, request.query, target.restaurant.id))) {
      reply.header('x-robots-tag', 'noindex');
      return sendHtml(request, reply, comingSoonPage(config, lang));
    }
    // Spec §2 guards: an address that leads to the landing page is answered with the landing page's address
    // (query kept, as the browser's router keeps it), so the guest gets it rendered rather than a blank page
    // that navigates. 302: the owner can switch the landing page off at any time.
    if (leadsToLanding(routePath, config)) {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${target.basePath}/landing${search}`, 302);
    }
    // Same restaurant, address, language and page parameters: the same page, rendered once (cache above).
    const key = renderedPageKey({
      restaurantId: target.restaurant.id,
      host: request.host,
      basePath: target.basePath,
      routePath,
      lang,
      query: request.query as Record<string, unknown>,
    });
    const kept = key === null ? null : pages.get(key);
    if (kept) return sendPage(request, reply, kept);
    const meta = await pageMetaFor(app, menus, {
      target,
      config,
      routePath,
      query: request.query as Record<string, unknown>,
      lang,
      host: request.host,
      route,
    });
    if (!known || meta.missing) reply.status(404);
    const query = request.query as Record<string, unknown>;
    // A post or tag there is none of is left to the browser's Not Found screen, as before.
    const body = !meta.missing && rendersOnServer(config, routePath, route)
      ? await renderBody(request.url, { config, restaurant: target.restaurant, routePath, route, query, lang })
      : null;
    // The page writes its prices and times without building an Intl formatter while it starts.
    const formats = prepareFormats(lang, config.currency, config.timeZone, app.deps.clock());
    const rendered: RenderedPage = { status: reply.statusCode, html: renderPage(page.html, config, lang, meta.meta, body, formats) };
    // Only a page the server rendered is worth keeping; one left to the browser costs little to build.
    if (key !== null && body !== null) pages.set(key, target.restaurant.id, rendered);
    return sendPage(request, reply, rendered);
  });
}

/**
 * Who sees the app of a restaurant still in setup: its staff signing in to the back office, and its
 * owner previewing the menu through the menu editor's link; guests see 'coming soon' (decision 090).
 */
async function seesSetupStorefront(app: FastifyInstance, routePath: string, query: unknown, restaurantId: number): Promise<boolean> {
  if (routePath === '/manager' || routePath.startsWith('/manager/')) return true;
  const token = (query as Record<string, unknown>)[MENU_PREVIEW_PARAM];
  if (typeof token !== 'string') return false;
  return checkPreviewToken(app.deps.config.jwtSecret, token, restaurantId, app.deps.clock()).then(
    () => true,
    () => false,
  );
}

/** The URL path decoded; null for malformed escapes. */
function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The build file a path names, relative to the build folder, or null (then the path is an SPA
 * route). index.html is never served raw: it would lack the page config.
 */
async function builtFile(root: string, pathname: string): Promise<string | null> {
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '');
  if (!relative || relative === 'index.html' || relative.includes('\0') || relative.startsWith('..')) return null;
  const absolute = path.join(root, relative);
  if (!absolute.startsWith(root + path.sep)) return null;
  const info = await stat(absolute).catch(() => null);
  return info?.isFile() ? relative : null;
}

function looksLikeFile(pathname: string): boolean {
  return (
    pathname.startsWith('/assets/') ||
    /\.(js|mjs|css|map|json|webmanifest|svg|png|jpe?g|webp|avif|gif|ico|woff2?|txt)$/i.test(pathname)
  );
}

/** A page built for this request alone (not found, coming soon, browser-rendered): compressed as sent. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  return sendPage(request, reply, { status: reply.statusCode, html });
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply
    .status(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  const { encoding, body } = encodedBody(page, String(request.headers['accept-encoding'] ?? ''));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

function notFoundPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#1c1917"><main style="text-align:center"><h1>Restaurant not found</h1><p>There is no restaurant at this address.</p></main></body></html>`;
}
