import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Provider credentials at rest (docs/decisions/088-provider-credentials.md): AES-256-GCM, a fresh
 * 12-byte IV per value, the 16-byte tag kept with it, and the id of the key that sealed it so keys can
 * rotate (the current key seals, older keys still open). The associated data binds a value to its
 * restaurant and provider: a sealed key copied to another restaurant's row does not open.
 */
export interface CredentialKeys {
  /** Seals every new value. */
  current: CredentialKey;
  /** Keys that only open values sealed before a rotation. */
  previous: CredentialKey[];
}

export interface CredentialKey {
  /** Derived from the key itself (not secret, not the key): tells which key sealed a value. */
  id: string;
  secret: Buffer;
}

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class CredentialCipherError extends Error {
  constructor(readonly reason: 'unknown_key' | 'tampered' | 'malformed') {
    super(`sealed credential cannot be opened: ${reason}`);
    this.name = 'CredentialCipherError';
  }
}

/** A key from its base64 text (32 bytes); throws on anything else so a typo never seals with a weak key. */
export function credentialKeyFrom(base64: string): CredentialKey {
  const secret = Buffer.from(base64.trim(), 'base64');
  if (secret.length !== 32) throw new Error('a credentials key must be 32 bytes, base64 encoded (openssl rand -base64 32)');
  return { id: createHash('sha256').update(secret).digest('base64url').slice(0, 8), secret };
}

/** `v1.<keyId>.<iv>.<tag>.<ciphertext>`, all base64url: one text column holds everything needed to open it. */
export function sealCredential(keys: CredentialKeys, plaintext: string, associatedData: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current.secret, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [FORMAT, keys.current.id, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

export function openCredential(keys: CredentialKeys, sealed: string, associatedData: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 5 || parts[0] !== FORMAT) throw new CredentialCipherError('malformed');
  const [, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
  const key = [keys.current, ...keys.previous].find((candidate) => candidate.id === keyId);
  if (!key) throw new CredentialCipherError('unknown_key');
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new CredentialCipherError('malformed');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.secret, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new CredentialCipherError('tampered');
  }
}

/** The key id a sealed value names: values sealed with an older key are sealed again on the next save. */
export function sealedKeyId(sealed: string): string | null {
  const parts = sealed.split('.');
  return parts.length === 5 ? (parts[1] ?? null) : null;
}
