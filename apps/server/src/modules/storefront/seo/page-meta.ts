import { isLang, type Lang } from '@tavola/domain/messages/catalogue';
import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import type { RestaurantRow } from '../../restaurant/repo.ts';
import { escapeHtml, scriptSafeJson } from '../render-page.ts';
import { slugFromHost } from '../resolve-restaurant.ts';
import { SEO_TEXTS } from './seo-texts.ts';
import { plainText } from './plain-text.ts';
import type { BlogPostMeta } from './blog-meta-repo.ts';

/** What the served HTML says about a page before any JavaScript runs (crawlers, link previews). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute, or null when the restaurant has no image. */
  image: string | null;
  type: 'website' | 'article';
  /** false: noindex (baskets, accounts, payments, not found). */
  index: boolean;
  lang: Lang;
  siteName: string;
  jsonLd: Record<string, unknown>[];
}

/** Where a restaurant's storefront lives, as absolute URLs. */
export interface SiteUrls {
  /** Scheme and host of its pages: PUBLIC_URL's, or the restaurant's own host name. */
  origin: string;
  /** origin + base path ('/r/{slug}' unless it has its own host or is the default). */
  site: string;
}

/**
 * Absolute URLs come from PUBLIC_URL, never from a Host header as such: a restaurant's own host
 * name ('pizza.example.com' for PUBLIC_URL https://www.example.com) counts only when it names that
 * restaurant and sits beside or below PUBLIC_URL's host; any other host gets PUBLIC_URL/r/{slug}.
 */
export function siteUrlsOf(publicUrl: string, restaurant: RestaurantRow, basePath: string, host: string): SiteUrls {
  const base = new URL(publicUrl);
  const origin = base.origin;
  if (basePath) return { origin, site: `${origin}${basePath}` };
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  if (slugFromHost(hostname) === restaurant.slug) {
    const labels = base.hostname.split('.');
    const parent = labels.length > 2 ? labels.slice(1).join('.') : base.hostname;
    const own = [`${restaurant.slug}.${base.hostname}`, `${restaurant.slug}.${parent}`];
    if (own.includes(hostname)) {
      const hostOrigin = `${base.protocol}//${hostname}${base.port ? `:${base.port}` : ''}`;
      return { origin: hostOrigin, site: hostOrigin };
    }
    return { origin, site: `${origin}/r/${restaurant.slug}` };
  }
  return { origin, site: origin };
}

export function absoluteUrl(origin: string, url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${origin}${url}` : null;
}

export const LEGAL_OVERLAYS = {
  about: 'about_us',
  privacy: 'privacy_policy',
  terms: 'terms_and_conditions',
  imprint: 'imprint',
} as const;
export type LegalOverlay = keyof typeof LEGAL_OVERLAYS;

const PRIVATE_ROUTE =
  /^\/(cart|checkout|payment|paymentstatus|review|dashboard|resetpass|manager|reservation|landing|table-bill)(\/|$)/;

export interface PageMetaInput {
  config: StorefrontConfig;
  restaurant: RestaurantRow;
  urls: SiteUrls;
  /** The path after the base path, '/' at least. */
  routePath: string;
  query: Record<string, unknown>;
  lang: Lang;
  /** Whether the storefront answers this route (else its Not Found screen shows). */
  known: boolean;
  /** The post of /blogs/{slug}, null when there is none. */
  post: BlogPostMeta | null;
  /** A legal text when the URL asks for its overlay (?overlay=imprint), with its body. */
  legal: { overlay: LegalOverlay; body: string } | null;
}

/**
 * The page head per route (spec §2): '{restaurant} | {route title}' ('Online Shop' in event mode),
 * a description, the canonical URL, Open Graph and Twitter card fields.
 */
export function pageMetaOf(input: PageMetaInput): PageMeta {
  const { config, restaurant, urls, lang } = input;
  const texts = SEO_TEXTS[isLang(lang) ? lang : 'de'];
  const path = input.routePath.replace(/\/+$/, '') || '/';
  const image = absoluteUrl(urls.origin, config.theme.mainImage ?? config.theme.logo);
  const titled = (routeTitle: string) => `${config.name} | ${config.modes.event ? texts.onlineShop : routeTitle}`;
  const base = {
    lang,
    siteName: config.name,
    image,
    type: 'website' as const,
    jsonLd: [] as Record<string, unknown>[],
  };
  const blogsOn = !config.modes.event && restaurant.settings.hasBlog;

  if (path === '/' || path === '/menu') {
    if (input.legal) {
      const label = texts[input.legal.overlay];
      return {
        ...base,
        title: titled(label),
        description: plainText(input.legal.body, 160) ?? texts.legalDescription(label, config.name),
        canonical: `${urls.site}/?overlay=${input.legal.overlay}`,
        index: true,
      };
    }
    return {
      ...base,
      title: titled(texts.menu),
      description: texts.menuDescription(config.name),
      canonical: `${urls.site}/`,
      index: true,
    };
  }
  if (path === '/blogs' || /^\/tags\/\d+$/.test(path)) {
    return {
      ...base,
      title: titled(texts.blogs),
      description: texts.blogsDescription(config.name),
      canonical: `${urls.site}${path}`,
      index: blogsOn,
    };
  }
  const blogSlug = /^\/blogs\/([^/]+)$/.exec(path)?.[1];
  if (blogSlug !== undefined && input.post) {
    const post = input.post;
    const canonical = `${urls.site}/blogs/${encodeURIComponent(post.slug)}`;
    const description = post.summary?.trim() || plainText(post.bodyHtml, 160) || texts.blogsDescription(config.name);
    const postImage = absoluteUrl(urls.origin, post.image) ?? image;
    return {
      ...base,
      title: titled(post.title),
      description,
      canonical,
      image: postImage,
      type: 'article',
      index: blogsOn,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description,
          datePublished: post.publishedAt.toISOString(),
          url: canonical,
          ...(postImage ? { image: postImage } : {}),
          ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
          publisher: { '@type': 'Restaurant', name: config.name, url: `${urls.site}/` },
        },
      ],
    };
  }
  if (!input.known || blogSlug !== undefined) {
    return {
      ...base,
      title: titled(texts.notFound),
      description: texts.menuDescription(config.name),
      canonical: `${urls.site}${path}`,
      index: false,
    };
  }
  const title = path === '/cart' ? titled(texts.cart) : titled(texts.menu);
  return {
    ...base,
    title,
    description: texts.menuDescription(config.name),
    canonical: `${urls.site}${path}`,
    index: !PRIVATE_ROUTE.test(path),
  };
}

/** The head elements of a page's meta; every value escaped (restaurant names may carry markup). */
export function metaTags(meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const locale = { de: 'de_DE', en: 'en_GB', fr: 'fr_FR', ar: 'ar' }[meta.lang];
  return [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    meta.index ? '' : '<meta name="robots" content="noindex" />',
    tag('property', 'og:type', meta.type),
    tag('property', 'og:site_name', meta.siteName),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonical),
    tag('property', 'og:locale', locale),
    meta.image ? tag('property', 'og:image', meta.image) : '',
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    meta.image ? tag('name', 'twitter:image', meta.image) : '',
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ].join('');
}
