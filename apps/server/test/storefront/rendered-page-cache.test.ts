import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, RenderedPageCache, renderedPageKey } from '../../src/modules/storefront/ssr/rendered-page-cache.ts';

const page = () => ({ status: 200, html: '<!doctype html><p>Menu</p>'.repeat(50) });
const keyOf = (query: Record<string, unknown>, lang = 'de') =>
  renderedPageKey({ restaurantId: 1, host: 'tavola.example', basePath: '', routePath: '/', lang, query });

describe('RenderedPageCache', () => {
  it('answers a kept page until it is too old', () => {
    let now = 0;
    const cache = new RenderedPageCache(() => now, 10_000);
    const kept = page();
    cache.set('k', 1, kept);
    now = 9_999;
    expect(cache.get('k')).toBe(kept);
    now = 10_000;
    expect(cache.get('k')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("forgets a restaurant's pages only, when that restaurant changes", () => {
    const cache = new RenderedPageCache(() => 0);
    cache.set('a1', 1, page());
    cache.set('a2', 1, page());
    cache.set('b', 2, page());
    cache.forgetRestaurant(1);
    expect([cache.get('a1'), cache.get('a2')]).toEqual([null, null]);
    expect(cache.get('b')).not.toBeNull();
  });

  it('keeps at most its bound, the oldest going first', () => {
    const cache = new RenderedPageCache(() => 0, 10_000, 2);
    cache.set('one', 1, page());
    cache.set('two', 1, page());
    cache.set('three', 1, page());
    expect([cache.get('one'), cache.size]).toEqual([null, 2]);
    expect(cache.get('three')).not.toBeNull();
  });
});

describe('renderedPageKey', () => {
  it('tells pages apart by language and the parameters that shape them, in any order', () => {
    expect(keyOf({ category: '3', overlay: 'imprint' })).toBe(keyOf({ overlay: 'imprint', category: '3' }));
    expect(keyOf({ category: '3' })).not.toBe(keyOf({ category: '4' }));
    expect(keyOf({}, 'de')).not.toBe(keyOf({}, 'ar'));
    expect(keyOf({ lang: 'ar' }, 'ar')).not.toBe(keyOf({}, 'ar'));
  });

  it('keeps nothing for a request carrying anything else: a table code, a preview token, a list, a long value', () => {
    expect(keyOf({ table: 'demo-t3' })).toBeNull();
    expect(keyOf({ menuPreview: 'token' })).toBeNull();
    expect(keyOf({ category: ['1', '2'] })).toBeNull();
    expect(keyOf({ category: 'x'.repeat(101) })).toBeNull();
  });
});

describe('encodedBody', () => {
  it('compresses once per encoding the client takes, and keeps the result with the page', () => {
    const kept = page();
    const br = encodedBody(kept, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(kept.html);
    expect(encodedBody(kept, 'br').body).toBe(br.body);
    const gzip = encodedBody(kept, 'gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(kept.html);
    expect(encodedBody(kept, '')).toEqual({ encoding: null, body: kept.html });
  });
});
