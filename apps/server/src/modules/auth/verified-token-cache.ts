import type { TokenClaims } from './tokens.ts';

/**
 * Remembers public tokens that already passed signature and expiry checks, so a guest's hundredth
 * menu request skips the HMAC. Only public tokens: a private token must reach its session check on
 * every request, because logout revokes it at once. Entries leave when they expire or when the
 * cache is full (oldest first).
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, TokenClaims>();

  constructor(private readonly maxEntries = 10_000) {}

  get(token: string, nowSeconds = Date.now() / 1000): TokenClaims | null {
    const claims = this.entries.get(token);
    if (!claims) return null;
    if (claims.expiresAt <= nowSeconds) {
      this.entries.delete(token);
      return null;
    }
    return claims;
  }

  remember(token: string, claims: TokenClaims): void {
    if (claims.kind !== 'public') return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, claims);
  }
}
