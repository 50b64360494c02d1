import { describe, expect, it } from 'vitest';
import { isStorefrontRoute } from './storefront-routes.ts';

const shop = { shopProviding: true, review: true };

describe('storefront routes', () => {
  it('know the pages of the spec and nothing else', () => {
    for (const path of [
      '/',
      '/menu',
      '/menu/',
      '/cart',
      '/landing',
      '/checkout',
      '/payment',
      '/paymentstatus',
      '/review',
      '/dashboard/profile',
      '/resetpass/abc',
      '/manager',
      '/manager/set-password/xyz',
      '/manager/menu',
    ]) {
      expect(isStorefrontRoute(path, shop), path).toBe(true);
    }
    for (const path of ['/nope', '/menu/extra', '/resetpass', '/manager/other', '/wp-admin.php']) {
      expect(isStorefrontRoute(path, shop), path).toBe(false);
    }
  });

  it('follow the modes: no checkout without a shop, no review without review mode', () => {
    expect(isStorefrontRoute('/checkout', { shopProviding: false, review: true })).toBe(false);
    expect(isStorefrontRoute('/review', { shopProviding: true, review: false })).toBe(false);
  });

  it('know the blog pages only where the restaurant has a blog, and not in event mode', () => {
    for (const path of ['/blogs', '/blogs/truffle-season', '/tags/3']) {
      expect(isStorefrontRoute(path, shop, true), path).toBe(true);
      expect(isStorefrontRoute(path, shop, false), path).toBe(false);
      expect(isStorefrontRoute(path, { ...shop, event: true }, true), path).toBe(false);
    }
    expect(isStorefrontRoute('/blogs/a/b', shop, true)).toBe(false);
    expect(isStorefrontRoute('/blogs', shop), 'a restaurant has no blog unless told').toBe(false);
  });
});
