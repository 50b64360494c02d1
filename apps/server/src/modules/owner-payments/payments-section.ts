import {
  METHOD_DELIVERY_TYPES,
  OWNER_PAYMENT_METHODS,
  OWNER_PROVIDERS,
  type OwnerPaymentMethod,
  type OwnerPayments,
  type OwnerPaymentsSection,
} from '@tavola/domain/schemas/owner-payments';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listStoredCredentials } from '../../payments/credentials/restaurant-credentials.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { offeredDeliveryTypes, paymentMethodRows } from './payments-repo.ts';

export const PAYMENTS_SECTION = 'payments';

/** Labels for methods an owner switches on that the import file never named (the guest sees them at checkout). */
export const DEFAULT_LABELS: Record<OwnerPaymentMethod, string> = {
  mollie: 'Pay online',
  saferPay: 'Pay by card',
  cash: 'Cash',
  payAtEnd: 'Pay at the table',
  payFix: 'Pay at the table with the staff’s PIN',
};

export type PaymentsConfig = Pick<Config, 'mollie' | 'saferpay' | 'credentialKeys'>;

export async function readPayments(db: DbOrTx, config: PaymentsConfig, restaurantId: number): Promise<OwnerPayments> {
  const [deliveryTypes, rows, stored] = await Promise.all([
    offeredDeliveryTypes(db, restaurantId),
    paymentMethodRows(db, restaurantId),
    listStoredCredentials(db, restaurantId),
  ]);
  const methods = OWNER_PAYMENT_METHODS.map((method) => {
    const row = rows.find((candidate) => candidate.method === method);
    const possible = deliveryTypes.filter((type) => METHOD_DELIVERY_TYPES[method].includes(type));
    return {
      method,
      label: row?.label ?? DEFAULT_LABELS[method],
      // null in the table means every delivery type the restaurant offers.
      deliveryTypes: row ? possible.filter((type) => row.deliveryTypes === null || row.deliveryTypes.includes(type)) : [],
    };
  });
  const platform = { mollie: config.mollie !== null, saferpay: config.saferpay !== null };
  const providers = OWNER_PROVIDERS.map((provider) => {
    const own = stored.find((entry) => entry.provider === provider);
    return {
      provider,
      own: own ? { mask: own.mask, hint: own.hint, setAt: own.setAt.toISOString(), setBy: own.setBy } : null,
      platformDefault: platform[provider],
    };
  });
  return {
    deliveryTypes,
    methods,
    providers,
    canStoreCredentials: Boolean(config.credentialKeys),
    testMode: !platform.mollie && !platform.saferpay && stored.length === 0,
  };
}

export async function readPaymentsSection(db: DbOrTx, config: PaymentsConfig, restaurantId: number): Promise<OwnerPaymentsSection> {
  const [revisions, value] = await Promise.all([readRevisions(db, restaurantId), readPayments(db, config, restaurantId)]);
  return { revision: revisions[PAYMENTS_SECTION] ?? 0, value };
}
