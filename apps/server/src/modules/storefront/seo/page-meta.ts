import { isLang, type Lang } from '@tavola/domain/messages/catalogue';
import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import {
  pageTitle,
  ROUTE_TITLES,
  type AddressedOverlay,
  type InformationOverlay,
  type LegalPage,
  type PageTitleKey,
  type StorefrontRoute,
} from '@tavola/domain/storefront/route-titles';
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
} as const satisfies Record<LegalPage, string>;
export type LegalOverlay = keyof typeof LEGAL_OVERLAYS;

/** What the domain's opening-times rule asks of a restaurant's row. */
export function openingTimesShownBy(restaurant: RestaurantRow): { ticketing: boolean; showOpenHours: boolean } {
  return { ticketing: restaurant.modes.ticketing, showOpenHours: restaurant.settings.showOpenHours };
}

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
  /**
   * Which storefront page the path is (null: none, its Not Found screen shows), and whether what it
   * names exists (a blog post, a tag): false also shows Not Found.
   */
  route: StorefrontRoute | null;
  found: boolean;
  /** The post of /blogs/{slug}, null when there is none. */
  post: BlogPostMeta | null;
  /**
   * The overlay the URL opens (?overlay=imprint, ?overlay=allergies): a legal text with its body, or the
   * allergen legend (the storefront's own words: no body).
   */
  legal:
    | { overlay: AddressedOverlay; body: string | null; title?: never }
    /** An information page: titled by its own title. */
    | { overlay: InformationOverlay; body: string; title: string }
    | null;
}

/**
 * The page head per route (spec §2): the title from the storefront's route table
 * (@tavola/domain/storefront/route-titles, which the app's document title reads too), a
 * description, the canonical URL, Open Graph and Twitter card fields.
 */
export function pageMetaOf(input: PageMetaInput): PageMeta {
  const { config, restaurant, urls, route } = input;
  const lang: Lang = isLang(input.lang) ? input.lang : 'de';
  const texts = SEO_TEXTS[lang];
  const path = input.routePath.replace(/\/+$/, '') || '/';
  const image = absoluteUrl(urls.origin, config.theme.mainImage ?? config.theme.logo);
  const titled = (page: PageTitleKey | { own: string }) => pageTitle(config.name, lang, page, config.modes.event);
  const base = {
    lang,
    siteName: config.name,
    image,
    type: 'website' as const,
    jsonLd: [] as Record<string, unknown>[],
  };
  const blogsOn = !config.modes.event && restaurant.settings.hasBlog;

  if (route === null || !input.found) {
    return {
      ...base,
      title: titled('notFound'),
      description: texts.menuDescription(config.name),
      canonical: `${urls.site}${path}`,
      index: false,
    };
  }
  if (route.kind === 'page' && (path === '/' || path === '/menu')) {
    const { legal } = input;
    if (legal) {
      // An information page is titled by its own title; every other overlay by the route table's.
      const [title, label] =
        legal.title === undefined
          ? [titled(legal.overlay), ROUTE_TITLES[lang][legal.overlay]]
          : [titled({ own: legal.title }), legal.title];
      return {
        ...base,
        title,
        description:
          (legal.body === null ? null : plainText(legal.body, 160)) ?? texts.legalDescription(label, config.name),
        canonical: `${urls.site}/?overlay=${legal.overlay}`,
        index: true,
      };
    }
    return {
      ...base,
      // 'menu', or 'landing' where the route guards lead the entry there.
      title: titled(route.title),
      description: texts.menuDescription(config.name),
      canonical: `${urls.site}/`,
      index: true,
    };
  }
  if (route.kind === 'blogTag' || (route.kind === 'page' && route.title === 'blogs')) {
    return {
      ...base,
      title: titled('blogs'),
      description: texts.blogsDescription(config.name),
      canonical: `${urls.site}${path}`,
      index: blogsOn,
    };
  }
  if (route.kind === 'blogPost' && input.post) {
    const post = input.post;
    const canonical = `${urls.site}/blogs/${encodeURIComponent(post.slug)}`;
    const description = post.summary?.trim() || plainText(post.bodyHtml, 160) || texts.blogsDescription(config.name);
    const postImage = absoluteUrl(urls.origin, post.image) ?? image;
    return {
      ...base,
      title: titled({ own: post.title }),
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
  return {
    ...base,
    // The back office titles its own screens once it runs; until then the restaurant's name alone.
    title: route.kind === 'manager' ? config.name : titled(route.title),
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
