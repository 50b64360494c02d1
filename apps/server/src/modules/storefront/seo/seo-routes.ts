import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageLanguageOf } from '@tavola/domain/storefront/offered-languages';
import { showsOpeningTimes } from '@tavola/domain/storefront/legal-pages';
import { failure } from '../../../http/envelope.ts';
import { informationPagesOf, legalPagesOf, listRestaurants, type RestaurantRow } from '../../restaurant/repo.ts';
import { pageConfigOf } from '../page-config.ts';
import { escapeHtml } from '../render-page.ts';
import { resolveStorefront, slugFromHost, type StorefrontTarget } from '../resolve-restaurant.ts';
import { listBlogPostSlugs } from './blog-meta-repo.ts';
import { offlinePage, OFFLINE_PAGE_POLICY } from './offline-page.ts';
import { LEGAL_OVERLAYS, openingTimesShownBy, siteUrlsOf, type LegalOverlay } from './page-meta.ts';

/** More posts than this are left to the blog's own pages. */
const SITEMAP_POSTS = 1000;
/** Pages no crawler should index: baskets, payments, accounts, the manager's screens, the API. */
const PRIVATE_PATHS = [
  '/api/',
  '/cart',
  '/checkout',
  '/payment',
  '/review',
  '/dashboard',
  '/resetpass/',
  '/manager',
  '/reservation',
  '/table-bill',
];

/**
 * For crawlers and installed apps: /sitemap.xml and /robots.txt per restaurant (its own host name,
 * /r/{slug}/sitemap.xml, or the default restaurant at PUBLIC_URL), with absolute URLs from
 * PUBLIC_URL; and /offline.html, the page the service worker shows when a navigation fails offline.
 */
export async function seoRoutes(app: FastifyInstance) {
  const options = { config: { public: true }, schema: { hide: true } };
  const restaurantAt = (request: FastifyRequest, slug?: string) =>
    resolveStorefront(app.deps.db, slug ? `/r/${slug}` : '/', request.hostname);

  const sendSitemap = async (request: FastifyRequest, reply: FastifyReply, target: StorefrontTarget | null) => {
    if (!target) return reply.status(404).send(failure(request, 'restaurant_does_not_exists'));
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapOf(app, target, request.host));
  };

  app.get('/sitemap.xml', options, async (request, reply) => sendSitemap(request, reply, await restaurantAt(request)));
  app.get('/r/:slug/sitemap.xml', options, async (request: FastifyRequest<{ Params: { slug: string } }>, reply) =>
    sendSitemap(
      request,
      reply,
      /^[a-z0-9][a-z0-9-]{0,63}$/.test(request.params.slug) ? await restaurantAt(request, request.params.slug) : null,
    ),
  );

  app.get('/robots.txt', options, async (request, reply) => {
    const own = slugFromHost(request.hostname);
    const target = await restaurantAt(request);
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.flatMap((path) => [`Disallow: ${path}`, `Disallow: /r/*${path}`]),
      '',
    ];
    if (target && own === target.restaurant.slug) {
      // A restaurant on its own host name: its sitemap only.
      lines.push(
        `Sitemap: ${siteUrlsOf(app.deps.config.publicUrl, target.restaurant, '', request.host).site}/sitemap.xml`,
      );
    } else {
      const origin = new URL(app.deps.config.publicUrl).origin;
      lines.push(`Sitemap: ${origin}/sitemap.xml`);
      for (const restaurant of await listRestaurants(app.deps.db)) {
        if (restaurant.id !== target?.restaurant.id) lines.push(`Sitemap: ${origin}/r/${restaurant.slug}/sitemap.xml`);
      }
    }
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get(
    '/offline.html',
    options,
    async (request: FastifyRequest<{ Querystring: { slug?: unknown; lang?: unknown } }>, reply) => {
      const slug =
        typeof request.query.slug === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(request.query.slug)
          ? request.query.slug
          : undefined;
      const target = await restaurantAt(request, slug);
      if (!target) return reply.status(404).send(failure(request, 'restaurant_does_not_exists'));
      const config = pageConfigOf(target.restaurant, target.basePath);
      const lang = pageLanguageOf([request.query.lang], config.languages, config.lang);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', OFFLINE_PAGE_POLICY)
        .send(offlinePage(config.name, config.theme.primaryColor, lang));
    },
  );
}

async function sitemapOf(app: FastifyInstance, target: StorefrontTarget, host: string): Promise<string> {
  const { db, config, clock } = app.deps;
  const restaurant: RestaurantRow = target.restaurant;
  const { site } = siteUrlsOf(config.publicUrl, restaurant, target.basePath, host);
  const entries: Array<{ loc: string; lastmod?: string }> = [{ loc: `${site}/` }];
  const legal = await legalPagesOf(db, restaurant.id);
  for (const [overlay, kind] of Object.entries(LEGAL_OVERLAYS) as Array<[LegalOverlay, string]>) {
    if (legal.some((page) => page.kind === kind && page.body.trim()))
      entries.push({ loc: `${site}/?overlay=${overlay}` });
  }
  if (restaurant.settings.allergies) entries.push({ loc: `${site}/?overlay=allergies` });
  if (showsOpeningTimes(openingTimesShownBy(restaurant))) entries.push({ loc: `${site}/?overlay=openingTime` });
  for (const page of await informationPagesOf(db, restaurant.id))
    entries.push({ loc: `${site}/?overlay=information:${page.id}` });
  if (restaurant.settings.hasBlog && !restaurant.modes.event) {
    entries.push({ loc: `${site}/blogs` });
    for (const post of await listBlogPostSlugs(db, restaurant.id, clock(), SITEMAP_POSTS)) {
      entries.push({
        loc: `${site}/blogs/${encodeURIComponent(post.slug)}`,
        lastmod: post.publishedAt.toISOString().slice(0, 10),
      });
    }
  }
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}
