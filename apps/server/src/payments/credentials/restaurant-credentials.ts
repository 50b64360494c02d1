import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { providerCredentials } from '../../db/schema/provider-credentials.ts';
import { AppError } from '../../http/errors.ts';
import { CredentialCipherError, openCredential, sealCredential, type CredentialKeys } from './credential-cipher.ts';

export const CREDENTIAL_PROVIDERS = ['mollie', 'saferpay'] as const;
export type CredentialProvider = (typeof CREDENTIAL_PROVIDERS)[number];

export interface MollieOwnCredentials {
  apiKey: string;
}

export interface SaferpayOwnCredentials {
  customerId: string;
  terminalId: string;
  username: string;
  password: string;
  /** Which SaferPay environment the account lives in; the URL itself is the platform's (no owner-typed URLs). */
  environment: 'live' | 'test';
}

export interface OwnCredentials {
  mollie?: MollieOwnCredentials;
  saferpay?: SaferpayOwnCredentials;
}

export const PROVIDER_LABELS: Record<CredentialProvider, string> = { mollie: 'Mollie', saferpay: 'SaferPay' };

/** Binds a sealed value to its row: copied to another restaurant or provider, it no longer opens. */
export const associatedData = (restaurantId: number, provider: CredentialProvider) => `tavola:${restaurantId}:${provider}`;

/** What the owner's screen may see of a secret: its last four characters. */
export function maskOf(secret: string): string {
  return secret.length <= 4 ? '••••' : `••••${secret.slice(-4)}`;
}

export function requireCredentialKeys(keys: CredentialKeys | null | undefined): CredentialKeys {
  if (!keys) throw new AppError('credentials_key_missing', 503);
  return keys;
}

/**
 * The restaurant's own credentials, opened. A row that no key opens (CREDENTIALS_KEY replaced without
 * keeping the old one) is a 503: paying into the platform's account instead would be worse.
 */
export async function readOwnCredentials(db: DbOrTx, keys: CredentialKeys | null | undefined, restaurantId: number): Promise<OwnCredentials> {
  const rows = await db
    .select({ provider: providerCredentials.provider, sealed: providerCredentials.sealed })
    .from(providerCredentials)
    .where(eq(providerCredentials.restaurantId, restaurantId));
  const own: OwnCredentials = {};
  for (const row of rows) {
    const provider = row.provider as CredentialProvider;
    if (!keys) throw new AppError('credentials_unreadable', 503, { provider: PROVIDER_LABELS[provider] });
    let json: string;
    try {
      json = openCredential(keys, row.sealed, associatedData(restaurantId, provider));
    } catch (error) {
      if (error instanceof CredentialCipherError) throw new AppError('credentials_unreadable', 503, { provider: PROVIDER_LABELS[provider] });
      throw error;
    }
    if (provider === 'mollie') own.mollie = JSON.parse(json) as MollieOwnCredentials;
    if (provider === 'saferpay') own.saferpay = JSON.parse(json) as SaferpayOwnCredentials;
  }
  return own;
}

export interface StoredCredentialInfo {
  provider: CredentialProvider;
  mask: string;
  hint: string | null;
  setAt: Date;
  setBy: string;
}

/** What the screen shows: never the secrets, only their masks and when they were set. */
export async function listStoredCredentials(db: DbOrTx, restaurantId: number): Promise<StoredCredentialInfo[]> {
  const rows = await db
    .select({
      provider: providerCredentials.provider,
      mask: providerCredentials.mask,
      hint: providerCredentials.hint,
      setAt: providerCredentials.setAt,
      setBy: providerCredentials.setBy,
    })
    .from(providerCredentials)
    .where(eq(providerCredentials.restaurantId, restaurantId));
  return rows.map((row) => ({ ...row, provider: row.provider as CredentialProvider }));
}

export async function storeOwnCredentials(
  db: DbOrTx,
  keys: CredentialKeys,
  input: { restaurantId: number; provider: CredentialProvider; credentials: MollieOwnCredentials | SaferpayOwnCredentials; by: string; now: Date },
): Promise<StoredCredentialInfo> {
  const { restaurantId, provider, credentials } = input;
  const secret = 'apiKey' in credentials ? credentials.apiKey : credentials.password;
  const hint = 'apiKey' in credentials ? null : `${credentials.customerId}/${credentials.terminalId} (${credentials.environment})`;
  const row = {
    restaurantId,
    provider,
    sealed: sealCredential(keys, JSON.stringify(credentials), associatedData(restaurantId, provider)),
    mask: maskOf(secret),
    hint,
    setAt: input.now,
    setBy: input.by,
  };
  await db
    .insert(providerCredentials)
    .values(row)
    .onConflictDoUpdate({ target: [providerCredentials.restaurantId, providerCredentials.provider], set: row });
  return { provider, mask: row.mask, hint, setAt: row.setAt, setBy: row.setBy };
}

export async function removeOwnCredentials(db: DbOrTx, restaurantId: number, provider: CredentialProvider): Promise<boolean> {
  const removed = await db
    .delete(providerCredentials)
    .where(and(eq(providerCredentials.restaurantId, restaurantId), eq(providerCredentials.provider, provider)))
    .returning({ provider: providerCredentials.provider });
  return removed.length > 0;
}
