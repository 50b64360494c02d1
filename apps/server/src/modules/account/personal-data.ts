import type { DbOrTx } from '../../db/client.ts';

/** The customer whose data is exported or erased. */
export interface PersonalDataOwner {
  restaurantId: number;
  userId: number;
  email: string;
}

/**
 * One part of the system that holds personal data of a customer (GDPR Art. 15, 17 and 20). The
 * account module asks every source when the customer downloads their data or deletes the account;
 * a module that stores customer data adds its source to personal-data-sources.ts.
 */
export interface PersonalDataSource {
  /** The key of this part in the export document, e.g. "addresses" or "orders". */
  name: string;
  /** Everything this part holds about the customer, as plain JSON. */
  collect(db: DbOrTx, owner: PersonalDataOwner): Promise<unknown>;
  /**
   * Deletes or anonymises it. Runs inside the account-deletion transaction, before the user row is
   * deleted; records the restaurant must keep (orders, for its books) stay, without personal data.
   */
  erase(tx: DbOrTx, owner: PersonalDataOwner): Promise<void>;
}
