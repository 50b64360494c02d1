import {
  METHOD_DELIVERY_TYPES,
  OWNER_PAYMENT_METHODS,
  PROVIDER_OF_METHOD,
  type OwnerPaymentMethod,
  type SavePaymentMethods,
} from '@tavola/domain/schemas/owner-payments';
import type { DeliveryTypeName } from '@tavola/domain/schemas/restaurant-import';
import type { Db } from '../../db/client.ts';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import { FieldErrors, type FieldMessage } from '../../http/errors.ts';
import { listStoredCredentials, PROVIDER_LABELS } from '../../payments/credentials/restaurant-credentials.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { offeredDeliveryTypes, paymentMethodRows, replacePaymentMethods, type PaymentMethodRow } from './payments-repo.ts';
import { DEFAULT_LABELS, PAYMENTS_SECTION, type PaymentsConfig } from './payments-section.ts';

const isOwnerMethod = (method: string): method is OwnerPaymentMethod => (OWNER_PAYMENT_METHODS as readonly string[]).includes(method);

type MethodRow = Omit<PaymentMethodRow, 'id' | 'restaurantId' | 'position'>;

/**
 * Which ways to pay guests get per delivery type. Every switch is checked against what the platform
 * supports (table payments only at the table, an online method only with credentials for its provider)
 * and every offered delivery type keeps at least one way to pay; all of it or nothing is saved.
 */
export async function savePaymentMethods(
  deps: { db: Db; restaurantChanges: RestaurantChanges; config: PaymentsConfig },
  editor: OwnerEditor,
  body: SavePaymentMethods,
) {
  const { restaurantId } = editor;
  let written: MethodRow[] = [];
  return saveSettings(deps, editor, {
    section: PAYMENTS_SECTION,
    revision: body.revision,
    write: async (tx) => {
      const [offered, existing, stored] = await Promise.all([
        offeredDeliveryTypes(tx, restaurantId),
        paymentMethodRows(tx, restaurantId),
        listStoredCredentials(tx, restaurantId),
      ]);
      const platformTestMode = !deps.config.mollie && !deps.config.saferpay && stored.length === 0;
      const configured = {
        mollie: Boolean(deps.config.mollie) || stored.some((entry) => entry.provider === 'mollie'),
        saferpay: Boolean(deps.config.saferpay) || stored.some((entry) => entry.provider === 'saferpay'),
      };
      const errors: Record<string, FieldMessage[]> = {};
      const wanted = new Map<OwnerPaymentMethod, DeliveryTypeName[]>();
      const labels = new Map<OwnerPaymentMethod, string>();
      body.methods.forEach((entry, index) => {
        if (wanted.has(entry.method)) {
          errors[`methods.${index}.method`] = [{ code: 'field_invalid' }];
          return;
        }
        const types = [...new Set(entry.deliveryTypes)];
        types.forEach((type, typeIndex) => {
          if (!offered.includes(type) || !METHOD_DELIVERY_TYPES[entry.method].includes(type)) {
            errors[`methods.${index}.deliveryTypes.${typeIndex}`] = [{ code: 'delivery_type_not_available' }];
          }
        });
        const provider = PROVIDER_OF_METHOD[entry.method];
        if (types.length > 0 && provider && !configured[provider] && !platformTestMode) {
          errors[`methods.${index}.method`] = [{ code: 'provider_not_configured', params: { provider: PROVIDER_LABELS[provider] } }];
        }
        wanted.set(entry.method, types);
        if (entry.label) labels.set(entry.method, entry.label);
      });

      // The owner's methods in their old places, others (pwc, zvt, …) untouched, newly switched-on ones last.
      const rows: MethodRow[] = [];
      for (const row of existing) {
        if (!isOwnerMethod(row.method)) {
          rows.push(row);
          continue;
        }
        const types = wanted.get(row.method) ?? [];
        if (types.length > 0) rows.push({ ...row, label: labels.get(row.method) ?? row.label, deliveryTypes: types });
      }
      for (const method of OWNER_PAYMENT_METHODS) {
        const types = wanted.get(method) ?? [];
        if (types.length > 0 && !existing.some((row) => row.method === method)) {
          rows.push({ method, label: labels.get(method) ?? DEFAULT_LABELS[method], deliveryTypes: types, configKeys: {} });
        }
      }
      for (const type of offered) {
        if (!rows.some((row) => row.deliveryTypes === null || row.deliveryTypes.includes(type))) {
          errors[`deliveryTypes.${type}`] = [{ code: 'payment_methods_none_for_type', params: { type } }];
        }
      }
      if (Object.keys(errors).length > 0) throw new FieldErrors(errors);

      await replacePaymentMethods(tx, restaurantId, rows);
      written = rows;
      const summary = (list: MethodRow[]) => list.map((row) => ({ method: row.method, deliveryTypes: row.deliveryTypes }));
      return { before: summary(existing), after: summary(rows), result: rows };
    },
    importDocument: (document) => ({
      ...document,
      paymentMethods: written.map((row) => ({
        method: row.method,
        label: row.label,
        ...(row.deliveryTypes ? { deliveryTypes: row.deliveryTypes } : {}),
        configKeys: row.configKeys,
      })),
    }),
  });
}
