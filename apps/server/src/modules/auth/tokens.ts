import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const TOKEN_KINDS = ['public', 'customer', 'manager'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Lifetimes: a public token is cheap to renew; private ones last a working week of visits. */
export const TOKEN_TTL_SECONDS: Record<TokenKind, number> = {
  public: 60 * 60 * 24,
  customer: 60 * 60 * 24 * 7,
  manager: 60 * 60 * 12,
};

const ALGORITHM = 'HS256';

const claimsSchema = z.object({
  kind: z.enum(TOKEN_KINDS),
  rid: z.number().int().positive(),
  sub: z.string().optional(),
  sid: z.string().optional(),
  jti: z.string(),
  exp: z.number(),
});

export interface TokenClaims {
  kind: TokenKind;
  /** The restaurant the token was issued for; requests for another restaurant are refused. */
  restaurantId: number;
  /** The user (customer or manager) for private tokens. */
  userId: number | null;
  /** The server-side session of a private token; deleting it revokes the token. */
  sessionId: string | null;
  tokenId: string;
  expiresAt: number;
}

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export async function issueToken(
  secret: Uint8Array,
  claims: { kind: TokenKind; restaurantId: number; userId?: number; sessionId?: string },
): Promise<IssuedToken> {
  const ttl = TOKEN_TTL_SECONDS[claims.kind];
  const jwt = new SignJWT({ kind: claims.kind, rid: claims.restaurantId, ...(claims.sessionId ? { sid: claims.sessionId } : {}) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${ttl}s`);
  if (claims.userId !== undefined) jwt.setSubject(String(claims.userId));
  return { access_token: await jwt.sign(secret), token_type: 'Bearer', expires_in: ttl };
}

/**
 * Verifies signature, algorithm and expiry. jose accepts a token without `exp` unless told to
 * require it, and any algorithm the key fits unless pinned — both are pinned here.
 */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], requiredClaims: ['exp', 'jti'] });
    const claims = claimsSchema.parse(payload);
    return {
      kind: claims.kind,
      restaurantId: claims.rid,
      userId: claims.sub ? Number(claims.sub) : null,
      sessionId: claims.sid ?? null,
      tokenId: claims.jti,
      expiresAt: claims.exp,
    };
  } catch {
    return null;
  }
}
