import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerCredentials } from '../../db/schema/provider-credentials.ts';
import {
  CredentialCipherError,
  openCredential,
  sealCredential,
  sealedKeyId,
  type CredentialKeys,
} from './credential-cipher.ts';
import { associatedData, type CredentialProvider } from './restaurant-credentials.ts';

export interface ResealOutcome {
  /** Rows sealed again with the current key. */
  resealed: number;
  /** Of them, how many an older key (CREDENTIALS_PREVIOUS_KEYS) had sealed. */
  fromPreviousKeys: number;
}

/** A row no key opens: nothing was changed, the operator must find the key that sealed it. */
export class ResealError extends Error {
  constructor(
    readonly restaurantId: number,
    readonly provider: string,
    readonly reason: CredentialCipherError['reason'],
  ) {
    super(
      `the ${provider} credentials of restaurant ${restaurantId} cannot be opened (${reason}): nothing was re-sealed`,
    );
    this.name = 'ResealError';
  }
}

/**
 * Key rotation's last step (decision 088): every stored provider credential is opened with the keys
 * given (current and previous) and sealed again with the current one, in ONE transaction with the rows
 * locked, so either every row is under the new key afterwards (the previous keys can then be dropped)
 * or, when one row opens with no key, none has changed. Masks, hints and "set by" stay: the secret is
 * the same, only its envelope changes.
 */
export async function resealAllCredentials(db: Db, keys: CredentialKeys): Promise<ResealOutcome> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        restaurantId: providerCredentials.restaurantId,
        provider: providerCredentials.provider,
        sealed: providerCredentials.sealed,
      })
      .from(providerCredentials)
      .orderBy(providerCredentials.restaurantId, providerCredentials.provider)
      .for('update');
    let fromPreviousKeys = 0;
    for (const row of rows) {
      const bound = associatedData(row.restaurantId, row.provider as CredentialProvider);
      let plaintext: string;
      try {
        plaintext = openCredential(keys, row.sealed, bound);
      } catch (error) {
        if (error instanceof CredentialCipherError) throw new ResealError(row.restaurantId, row.provider, error.reason);
        throw error;
      }
      if (sealedKeyId(row.sealed) !== keys.current.id) fromPreviousKeys += 1;
      await tx
        .update(providerCredentials)
        .set({ sealed: sealCredential(keys, plaintext, bound) })
        .where(
          and(eq(providerCredentials.restaurantId, row.restaurantId), eq(providerCredentials.provider, row.provider)),
        );
    }
    return { resealed: rows.length, fromPreviousKeys };
  });
}
