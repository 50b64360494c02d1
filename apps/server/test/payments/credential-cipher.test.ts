import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import {
  CredentialCipherError,
  credentialKeyFrom,
  openCredential,
  sealCredential,
  sealedKeyId,
  type CredentialKeys,
} from '../../src/payments/credentials/credential-cipher.ts';

const newKey = () => credentialKeyFrom(randomBytes(32).toString('base64'));
const only = (key = newKey()): CredentialKeys => ({ current: key, previous: [] });
const SECRET = JSON.stringify({ apiKey: 'live_Wq8ZkF3nT5sJd2LmYp6Xv9Hr4Bc7Ga' });
const AD = 'tavola:7:mollie';

const reason = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof CredentialCipherError ? error.reason : `other: ${String(error)}`;
  }
  return 'opened';
};

describe('credential cipher (AES-256-GCM)', () => {
  it('opens what it sealed, and the sealed text shows nothing of the secret', () => {
    const keys = only();
    const sealed = sealCredential(keys, SECRET, AD);
    expect(openCredential(keys, sealed, AD)).toBe(SECRET);
    expect(sealed).not.toContain('live_');
    expect(sealed).not.toContain(Buffer.from(SECRET).toString('base64'));
    expect(sealedKeyId(sealed)).toBe(keys.current.id);
  });

  it('uses a fresh 12-byte IV per value: the same secret never seals to the same text', () => {
    const keys = only();
    const a = sealCredential(keys, SECRET, AD);
    const b = sealCredential(keys, SECRET, AD);
    expect(a).not.toBe(b);
    expect(Buffer.from(a.split('.')[2]!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(a.split('.')[3]!, 'base64url')).toHaveLength(16);
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const keys = only();
    const parts = sealCredential(keys, SECRET, AD).split('.');
    const flip = (index: number) => {
      const bytes = Buffer.from(parts[index]!, 'base64url');
      bytes[0]! ^= 0x01;
      return parts.map((part, i) => (i === index ? bytes.toString('base64url') : part)).join('.');
    };
    expect(reason(() => openCredential(keys, flip(4), AD))).toBe('tampered');
    expect(reason(() => openCredential(keys, flip(3), AD))).toBe('tampered');
    expect(reason(() => openCredential(keys, flip(2), AD))).toBe('tampered');
    expect(reason(() => openCredential(keys, 'not a sealed value', AD))).toBe('malformed');
  });

  it('binds a value to its restaurant and provider: copied to another row it does not open', () => {
    const keys = only();
    const sealed = sealCredential(keys, SECRET, AD);
    expect(reason(() => openCredential(keys, sealed, 'tavola:8:mollie'))).toBe('tampered');
    expect(reason(() => openCredential(keys, sealed, 'tavola:7:saferpay'))).toBe('tampered');
  });

  it('does not open with a wrong key, even one that claims the right id', () => {
    const right = newKey();
    const sealed = sealCredential(only(right), SECRET, AD);
    expect(reason(() => openCredential(only(), sealed, AD))).toBe('unknown_key');
    const impostor = { id: right.id, secret: randomBytes(32) };
    expect(reason(() => openCredential(only(impostor), sealed, AD))).toBe('tampered');
  });

  it('rotates: the previous key still opens old values, new values are sealed with the current key', () => {
    const old = newKey();
    const sealedBefore = sealCredential(only(old), SECRET, AD);
    const rotated: CredentialKeys = { current: newKey(), previous: [old] };
    expect(openCredential(rotated, sealedBefore, AD)).toBe(SECRET);
    const sealedAfter = sealCredential(rotated, SECRET, AD);
    expect(sealedKeyId(sealedAfter)).toBe(rotated.current.id);
    expect(reason(() => openCredential(only(old), sealedAfter, AD))).toBe('unknown_key');
  });

  it('reads CREDENTIALS_KEY and CREDENTIALS_PREVIOUS_KEYS from the environment and refuses a short key', () => {
    const current = randomBytes(32).toString('base64');
    const previous = randomBytes(32).toString('base64');
    const config = loadConfig({ CREDENTIALS_KEY: current, CREDENTIALS_PREVIOUS_KEYS: ` ${previous} `, DATA_DIR: '/tmp/tavola-cipher-test', JWT_SECRET: 'x'.repeat(40) });
    expect(config.credentialKeys?.current.id).toBe(credentialKeyFrom(current).id);
    expect(config.credentialKeys?.previous.map((key) => key.id)).toEqual([credentialKeyFrom(previous).id]);
    expect(loadConfig({ DATA_DIR: '/tmp/tavola-cipher-test', JWT_SECRET: 'x'.repeat(40) }).credentialKeys).toBeNull();
    expect(() => loadConfig({ CREDENTIALS_KEY: randomBytes(16).toString('base64'), JWT_SECRET: 'x'.repeat(40) })).toThrow(/CREDENTIALS_KEY: a credentials key must be 32 bytes/);
  });
});
