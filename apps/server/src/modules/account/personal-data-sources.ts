import { deleteAddressesOfUser, listAddresses } from './address-repo.ts';
import { ordersPersonalData } from './order-personal-data.ts';
import type { PersonalDataSource } from './personal-data.ts';
import { deleteResetTokensOfUser, deleteSessionsOfUser, listSessionsOfUser } from './repo.ts';
import { addressView } from './views.ts';

const addressesSource: PersonalDataSource = {
  name: 'addresses',
  collect: async (db, owner) => (await listAddresses(db, owner.restaurantId, owner.userId)).map(addressView),
  erase: (tx, owner) => deleteAddressesOfUser(tx, owner.restaurantId, owner.userId),
};

/** Login sessions: when they started and end (their ids are credentials and are not exported). */
const sessionsSource: PersonalDataSource = {
  name: 'sessions',
  collect: async (db, owner) =>
    (await listSessionsOfUser(db, owner.restaurantId, owner.userId)).map((s) => ({
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
    })),
  erase: async (tx, owner) => {
    await deleteSessionsOfUser(tx, owner.restaurantId, owner.userId);
    await deleteResetTokensOfUser(tx, owner.restaurantId, owner.userId);
  },
};

/**
 * Every place that holds customer data. The profile itself is exported and deleted by the account
 * module; throttle counters hold only keyed hashes and expire on their own.
 */
export const personalDataSources: readonly PersonalDataSource[] = [addressesSource, sessionsSource, ordersPersonalData];
