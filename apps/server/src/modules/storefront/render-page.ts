import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { STOREFRONT_CONFIG_ELEMENT_ID } from '@tavola/domain/schemas/storefront-config';
import { PAGE_SEED_ELEMENT_ID, type PageSeed } from '@tavola/domain/schemas/page-seed';
import { PREPARED_FORMATS_ELEMENT_ID, type PreparedFormats } from '@tavola/domain/storefront/prepared-formats';
import { brandPaletteCss } from '@tavola/domain/colour/brand-palette';
import { metaTags, type PageMeta } from './seo/page-meta.ts';

const PLACEHOLDER = '<!--storefront-config-->';
/** The dev server copies this element too (apps/web/build/dev-storefront-config.ts). */
const THEME_STYLE_ELEMENT_ID = 'storefront-theme';

/** Text for an HTML attribute or element: the five characters that could end it are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON that can sit inside a <script> element: '<' never appears raw, so no '</script>' or
 * '<!--' in a restaurant's name can end the element early.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's body as the web app rendered it on the server (ssr/app-renderer.ts), and the data it shows. */
export interface PageBody {
  html: string;
  /** The same data the browser hydrates from. */
  seed: PageSeed | null;
  /** The language it was rendered in: the browser hydrates in it. */
  lang: string;
  /** The image preloads React put before the markup: they belong in the head. */
  preloads?: string;
}

/**
 * The built index.html for one restaurant: its page config as a JSON script, the route's title,
 * description, canonical, Open Graph and structured data (seo/page-meta.ts), its language and
 * direction on <html>, its colour (the brand palette, domain colour/brand-palette.ts). With a body, the app's
 * server-rendered markup is in the page's root element and the data it shows beside the config; with
 * formats, how its language writes money and its zone's offsets (storefront/prepared-formats.ts).
 */
export function renderPage(
  template: string,
  config: StorefrontConfig,
  lang: string,
  meta: PageMeta,
  body: PageBody | null = null,
  formats: PreparedFormats | null = null,
): string {
  const head = [
    metaTags(meta),
    `<script id="${STOREFRONT_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(config)}</script>`,
    body?.seed
      ? `<script id="${PAGE_SEED_ELEMENT_ID}" type="application/json">${scriptSafeJson(body.seed)}</script>`
      : '',
    formats
      ? `<script id="${PREPARED_FORMATS_ELEMENT_ID}" type="application/json">${scriptSafeJson(formats)}</script>`
      : '',
    // React's own preloads of the rendered page's first images (the hero among them). No hero preload of the
    // server's beside them: it named the hero a second time, on an owner's upload it fetched the 1920 px main
    // file while the <picture> took the AVIF at the width drawn, and no page the browser renders shows the hero.
    body?.preloads ?? '',
    // The restaurant's palette from the first byte: the browser never restyles the whole page once the app runs.
    `<style id="${THEME_STYLE_ELEMENT_ID}">${brandPaletteCss(config.theme.primaryColor)}</style>`,
  ].join('');
  // Replacers are functions: a '$&' or "$'" in a restaurant's text must stay text, not a replacement pattern.
  let html = template.includes(PLACEHOLDER)
    ? template.replace(PLACEHOLDER, () => head)
    : template.replace('</head>', () => `${head}</head>`);
  html = html
    .replace(
      /<html lang="[^"]*"/,
      () => `<html lang="${escapeHtml(lang)}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"${body ? ' data-ssr' : ''}`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" content="${escapeHtml(config.theme.primaryColor)}"`,
    )
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}"`,
    )
    .replace('<div id="root"></div>', () =>
      body ? `<div id="root" data-ssr-lang="${escapeHtml(body.lang)}">${body.html}</div>` : '<div id="root"></div>',
    )
    .replace(
      'href="/manifest.webmanifest"',
      () =>
        `href="/manifest.webmanifest?slug=${encodeURIComponent(config.slug)}&amp;base=${encodeURIComponent(config.basePath)}"`,
    );
  return html;
}

/** The installable-app manifest of one restaurant: one web build, a name and colour per restaurant. */
export function manifestOf(config: StorefrontConfig) {
  const icon = config.theme.logo ?? '/favicon.svg';
  return {
    name: config.name,
    short_name: config.name.length > 12 ? config.name.split(' ')[0] : config.name,
    lang: config.lang,
    dir: config.lang === 'ar' ? 'rtl' : 'ltr',
    start_url: `${config.basePath}/`,
    scope: `${config.basePath}/`,
    display: 'standalone',
    background_color: '#f7f5f2',
    theme_color: config.theme.primaryColor,
    icons: [{ src: icon, sizes: 'any', type: icon.endsWith('.svg') ? 'image/svg+xml' : 'image/png', purpose: 'any' }],
  };
}
