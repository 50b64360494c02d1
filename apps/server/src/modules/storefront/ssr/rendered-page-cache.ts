import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Brotli's default quality (11) spent ≈ 20 ms of CPU per menu page once the page carried the menu's top
 * (≈ 40 KB): quality 5 compresses it in about a millisecond, a few hundred bytes larger
 * (bench/RESULTS.md, 2026-11-26).
 */
const BROTLI_PAGE = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** What a storefront page answered: its status and HTML, and each compressed form once asked for. */
export interface RenderedPage {
  status: number;
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** The compressed body for an Accept-Encoding, made once per page and kept with it. */
export function encodedBody(page: RenderedPage, acceptEncoding: string): { encoding: 'br' | 'gzip' | null; body: Buffer | string } {
  if (/\bbr\b/.test(acceptEncoding)) {
    page.br ??= brotliCompressSync(page.html, BROTLI_PAGE);
    return { encoding: 'br', body: page.br };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    page.gzip ??= gzipSync(page.html);
    return { encoding: 'gzip', body: page.gzip };
  }
  return { encoding: null, body: page.html };
}

/**
 * Server-rendered storefront pages, kept whole (issue 24 item 5: rendering the menu through React
 * and compressing it on every request reached 140–160 pages/s; the page holds no guest's data, so
 * every guest of a restaurant, language and address gets the same bytes).
 *
 * An entry is dropped when its restaurant changes (menu, settings, content: restaurant_changed) or its
 * stock changes (menu_stock_changed) — both NOTIFY, so across processes — and in any case after
 * `maxAgeMs`: dishes offered only at certain hours or paused by a break pattern change with the clock,
 * and a notification can be lost while a listener reconnects. Bounded: the oldest entry goes first.
 */
export class RenderedPageCache {
  private readonly entries = new Map<string, { restaurantId: number; storedAt: number; page: RenderedPage }>();

  constructor(
    private readonly now: () => number,
    private readonly maxAgeMs = 10_000,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string): RenderedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.storedAt >= this.maxAgeMs) {
      this.entries.delete(key);
      return null;
    }
    return entry.page;
  }

  set(key: string, restaurantId: number, page: RenderedPage): void {
    this.entries.delete(key);
    this.entries.set(key, { restaurantId, storedAt: this.now(), page });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  forgetRestaurant(restaurantId: number): void {
    for (const [key, entry] of this.entries) if (entry.restaurantId === restaurantId) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The cache key of a page request, or null when the request must be rendered for itself: any query
 * parameter beyond those the page is built from (a preview token, a table's code, tracking tags) —
 * those are rare, and a key must never let one guest's address reach another.
 */
export function renderedPageKey(input: {
  restaurantId: number;
  host: string;
  basePath: string;
  routePath: string;
  lang: string;
  query: Record<string, unknown>;
}): string | null {
  const shaping = ['category', 'overlay', 'page', 'lang'];
  const parts: string[] = [];
  for (const [name, value] of Object.entries(input.query).sort(([a], [b]) => a.localeCompare(b))) {
    if (!shaping.includes(name) || typeof value !== 'string' || value.length > 100) return null;
    parts.push(`${name}=${value}`);
  }
  return [input.restaurantId, input.host, input.basePath, input.routePath, input.lang, parts.join('&')].join('\n');
}
