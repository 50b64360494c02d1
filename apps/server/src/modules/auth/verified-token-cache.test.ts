import { describe, expect, it } from 'vitest';
import type { TokenClaims } from './tokens.ts';
import { VerifiedTokenCache } from './verified-token-cache.ts';

const claims = (overrides: Partial<TokenClaims> = {}): TokenClaims => ({
  kind: 'public',
  restaurantId: 1,
  userId: null,
  sessionId: null,
  tokenId: 'j',
  expiresAt: 1_000,
  ...overrides,
});

describe('VerifiedTokenCache', () => {
  it('answers a remembered public token until it expires', () => {
    const cache = new VerifiedTokenCache();
    cache.remember('a', claims());
    expect(cache.get('a', 999)?.restaurantId).toBe(1);
    expect(cache.get('a', 1_000)).toBeNull();
    expect(cache.get('a', 10)).toBeNull();
  });

  it('never remembers private tokens, whose sessions can be revoked at any moment', () => {
    const cache = new VerifiedTokenCache();
    cache.remember('c', claims({ kind: 'customer', userId: 7, sessionId: 's' }));
    cache.remember('m', claims({ kind: 'manager', userId: 8, sessionId: 't' }));
    expect(cache.get('c', 1)).toBeNull();
    expect(cache.get('m', 1)).toBeNull();
  });

  it('drops the oldest entry when full', () => {
    const cache = new VerifiedTokenCache(2);
    cache.remember('a', claims());
    cache.remember('b', claims());
    cache.remember('c', claims());
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('b', 1)).not.toBeNull();
    expect(cache.get('c', 1)).not.toBeNull();
  });
});
