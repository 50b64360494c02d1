import { describe, expect, it } from 'vitest';
import { isTokenFresh, tokenExpiry, tokenRestaurantId } from './token-expiry.ts';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
const NOW = Date.UTC(2026, 0, 1, 12);

describe('token expiry (spec §9: read from the exp claim; unreadable counts as expired)', () => {
  it('reads the exp claim', () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000, rid: 1 }))).toBe(1_800_000_000);
  });

  it('treats a token as fresh until a minute before it expires', () => {
    const exp = NOW / 1000 + 3600;
    expect(isTokenFresh(jwt({ exp }), NOW)).toBe(true);
    expect(isTokenFresh(jwt({ exp: NOW / 1000 + 30 }), NOW)).toBe(false);
    expect(isTokenFresh(jwt({ exp: NOW / 1000 - 1 }), NOW)).toBe(false);
  });

  it('counts unreadable tokens as expired', () => {
    for (const token of ['', 'garbage', 'a.b.c', `x.${base64url({ exp: 'soon' })}.y`, `x.${base64url({ rid: 1 })}.y`]) {
      expect(tokenExpiry(token), token).toBeNull();
      expect(isTokenFresh(token, NOW), token).toBe(false);
    }
  });
});

describe('token restaurant (a customer token of one restaurant is not sent to another on the same site)', () => {
  it('reads the rid claim', () => {
    expect(tokenRestaurantId(jwt({ exp: 1_800_000_000, rid: 7 }))).toBe(7);
  });

  it('answers null for tokens without a readable rid', () => {
    for (const token of ['', 'garbage', `x.${base64url({ rid: '7' })}.y`, `x.${base64url({ exp: 1 })}.y`]) {
      expect(tokenRestaurantId(token), token).toBeNull();
    }
  });
});
