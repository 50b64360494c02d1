import { describe, expect, it } from 'vitest';
import { ID_MAX } from '../limits.ts';
import { LANGS } from '../messages/catalogue.ts';
import { pageTitleFrom } from './page-title.ts';
import { pageTitle, ROUTE_TITLES, storefrontRouteOf } from './route-titles.ts';

const shop = { shopProviding: true, review: true };

describe('the storefront route table', () => {
  it('gives every route its own title key', () => {
    const expected: Record<string, string> = {
      '/': 'menu',
      '/menu/': 'menu',
      '/landing': 'landing',
      '/cart': 'cart',
      '/checkout': 'checkout',
      '/payment': 'payment',
      '/paymentstatus': 'paymentStatus',
      '/review': 'review',
      '/table-bill': 'tableBill',
      '/reservation': 'reservation',
      '/dashboard': 'profile',
      '/dashboard/profile': 'profile',
      '/dashboard/orders': 'orders',
      '/resetpass/abc': 'resetPassword',
      '/blogs': 'blogs',
    };
    for (const [path, title] of Object.entries(expected)) {
      expect(storefrontRouteOf(path, shop, true), path).toEqual({ kind: 'page', title });
    }
  });

  it('titles the menu routes as the landing page where the guards lead there', () => {
    const landing = { kind: 'page', title: 'landing' };
    expect(storefrontRouteOf('/', shop, false, { hasShop: true, landingPage: true })).toEqual(landing);
    expect(storefrontRouteOf('/menu', shop, false, { hasShop: true, landingPage: true })).toEqual({ kind: 'page', title: 'menu' });
    expect(storefrontRouteOf('/menu', shop, false, { hasShop: false, landingPage: false })).toEqual(landing);
  });

  it('names a blog post by its slug and a tag by its numeric id only', () => {
    expect(storefrontRouteOf('/blogs/truffle-season', shop, true)).toEqual({
      kind: 'blogPost',
      slug: 'truffle-season',
      title: 'blogs',
    });
    expect(storefrontRouteOf('/tags/999', shop, true)).toEqual({ kind: 'blogTag', tagId: 999, title: 'blogs' });
    for (const path of ['/tags/abc', '/tags/0', '/tags/007', '/tags/99999999999', '/tags/-1']) {
      expect(storefrontRouteOf(path, shop, true), path).toBeNull();
    }
  });

  it('takes tag ids up to the largest id there is', () => {
    expect(storefrontRouteOf(`/tags/${ID_MAX}`, shop, true)).toEqual({ kind: 'blogTag', tagId: ID_MAX, title: 'blogs' });
    expect(storefrontRouteOf(`/tags/${ID_MAX + 1}`, shop, true)).toBeNull();
  });

  it('has no blog routes where the restaurant has no blog, or in event mode', () => {
    for (const path of ['/blogs', '/blogs/truffle-season', '/tags/999']) {
      expect(storefrontRouteOf(path, shop), path).toBeNull();
      expect(storefrontRouteOf(path, { ...shop, event: true }, true), path).toBeNull();
    }
  });

  it('ignores any number of trailing slashes', () => {
    expect(storefrontRouteOf('/cart//', shop)).toEqual({ kind: 'page', title: 'cart' });
    expect(storefrontRouteOf('/blogs///', shop, true)).toEqual({ kind: 'page', title: 'blogs' });
  });

  it('matches whole paths only: a route inside a longer path, or with more segments, is no route', () => {
    expect(storefrontRouteOf('/manager/set-password/token', shop)).toEqual({ kind: 'manager' });
    for (const path of [
      '/x/resetpass/abc',
      '/resetpass/abc/def',
      '/x/manager/set-password/token',
      '/manager/set-password/token/more',
      '/x/blogs/truffle-season',
      '/blogs/truffle-season/more',
      '/x/tags/5',
      '/tags/5/more',
    ]) {
      expect(storefrontRouteOf(path, shop, true), path).toBeNull();
    }
  });

  it('knows the manager apart (the back office titles its own screens) and nothing else', () => {
    expect(storefrontRouteOf('/manager', shop)).toEqual({ kind: 'manager' });
    expect(storefrontRouteOf('/nope', shop)).toBeNull();
    expect(storefrontRouteOf('/checkout', { shopProviding: false, review: true })).toBeNull();
  });
});

describe('page titles', () => {
  it('title the same pages in every language: every route, every addressed overlay and Online Shop', () => {
    const keys = [
      'onlineShop',
      'menu',
      'landing',
      'cart',
      'checkout',
      'payment',
      'paymentStatus',
      'review',
      'tableBill',
      'reservation',
      'profile',
      'orders',
      'resetPassword',
      'blogs',
      'notFound',
      'about',
      'privacy',
      'terms',
      'imprint',
      'allergies',
      'openingTime',
    ].sort();
    for (const lang of LANGS) expect(Object.keys(ROUTE_TITLES[lang]).sort(), lang).toEqual(keys);
  });

  it('have every route title in every language', () => {
    for (const lang of LANGS) {
      for (const [key, text] of Object.entries(ROUTE_TITLES[lang])) expect(text.trim(), `${lang}.${key}`).not.toBe('');
    }
  });

  it("read '{restaurant} | {route}', a page's own title, or 'Online Shop' in event mode", () => {
    expect(pageTitle('Luna', 'de', 'profile')).toBe('Luna | Ihr Profil');
    expect(pageTitle('Luna', 'ar', 'notFound')).toBe('Luna | الصفحة غير موجودة');
    expect(pageTitle('Luna', 'fr', { own: 'Truffes' })).toBe('Luna | Truffes');
    expect(pageTitle('Luna', 'en', 'cart', true)).toBe('Luna | Online Shop');
    // The browser passes one language's words (its texts); the format is the same.
    expect(pageTitleFrom('Luna', (key) => `<${key}>`, 'cart')).toBe('Luna | <cart>');
    expect(pageTitleFrom('Luna', (key) => `<${key}>`, { own: 'Truffes' }, true)).toBe('Luna | <onlineShop>');
  });
});
