import type { Customer } from './customer-auth.ts';
import type { AccountDeps } from './deps.ts';
import { getProfile } from './get-profile.ts';
import { personalDataSources } from './personal-data-sources.ts';
import { findRestaurantName } from './repo.ts';
import { profileView } from './views.ts';

/** Version of the export document's layout, for whoever reads old downloads. */
export const CUSTOMER_EXPORT_VERSION = 1;

/** Everything stored about the customer, as one JSON document (GDPR Art. 15 and 20). */
export async function exportCustomerData(deps: Pick<AccountDeps, 'db' | 'clock'>, customer: Customer) {
  const user = await getProfile(deps, customer);
  const owner = { restaurantId: customer.restaurantId, userId: customer.userId, email: user.email };
  const parts: Record<string, unknown> = {};
  for (const source of personalDataSources) parts[source.name] = await source.collect(deps.db, owner);
  return {
    format: 'tavola-customer-data',
    version: CUSTOMER_EXPORT_VERSION,
    exported_at: deps.clock().toISOString(),
    restaurant: { id: customer.restaurantId, name: await findRestaurantName(deps.db, customer.restaurantId) },
    profile: profileView(user),
    ...parts,
  };
}
