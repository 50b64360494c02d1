import { z } from 'zod';
import { clientContext } from './basket.ts';
import { settingsSaveFields, settingsSectionOf } from './owner-settings.ts';
import { DELIVERY_TYPE_NAMES } from './restaurant-import.ts';

/*
 * The owner's payments screen (issue 23, decision 088): which ways to pay guests get per delivery type,
 * and the restaurant's own provider credentials (stored sealed, only ever shown as a mask).
 */

/** The ways to pay an owner can switch; pwc, zvt and cash_machine stay as the import file sets them. */
export const OWNER_PAYMENT_METHODS = ['mollie', 'saferPay', 'cash', 'payAtEnd', 'payFix'] as const;
export type OwnerPaymentMethod = (typeof OWNER_PAYMENT_METHODS)[number];

/** Table payments exist only at the table. */
export const METHOD_DELIVERY_TYPES: Record<OwnerPaymentMethod, readonly (typeof DELIVERY_TYPE_NAMES)[number][]> = {
  mollie: DELIVERY_TYPE_NAMES,
  saferPay: DELIVERY_TYPE_NAMES,
  cash: DELIVERY_TYPE_NAMES,
  payAtEnd: ['here'],
  payFix: ['here'],
};

/** The online methods and the provider whose credentials they need. */
export const PROVIDER_OF_METHOD: Partial<Record<OwnerPaymentMethod, OwnerProvider>> = { mollie: 'mollie', saferPay: 'saferpay' };

export const OWNER_PROVIDERS = ['mollie', 'saferpay'] as const;
export type OwnerProvider = (typeof OWNER_PROVIDERS)[number];

export const ownerPaymentMethodSchema = z.object({
  method: z.enum(OWNER_PAYMENT_METHODS),
  label: z.string(),
  /** Empty: not offered. */
  deliveryTypes: z.array(z.enum(DELIVERY_TYPE_NAMES)),
});

export const ownerProviderSchema = z.object({
  provider: z.enum(OWNER_PROVIDERS),
  /** The restaurant's own credentials: never the secret, its last four characters and when it was set. */
  own: z.object({ mask: z.string(), hint: z.string().nullable(), setAt: z.string(), setBy: z.string() }).nullable(),
  /** The platform's credentials from the environment take the payments when the restaurant has none. */
  platformDefault: z.boolean(),
});

export const ownerPaymentsSchema = z.object({
  /** The delivery types the restaurant offers: the columns of the switches. */
  deliveryTypes: z.array(z.enum(DELIVERY_TYPE_NAMES)),
  methods: z.array(ownerPaymentMethodSchema),
  providers: z.array(ownerProviderSchema),
  /** False while the server has no CREDENTIALS_KEY: credentials cannot be stored. */
  canStoreCredentials: z.boolean(),
  /** No provider credentials anywhere: online payments go to the built-in test page. */
  testMode: z.boolean(),
});
export type OwnerPayments = z.output<typeof ownerPaymentsSchema>;
export const ownerPaymentsSectionSchema = settingsSectionOf(ownerPaymentsSchema);
export type OwnerPaymentsSection = z.output<typeof ownerPaymentsSectionSchema>;

export const savePaymentMethodsSchema = z
  .object({
    ...settingsSaveFields,
    methods: z
      .array(
        z
          .object({
            method: z.enum(OWNER_PAYMENT_METHODS, 'payment_method_not_supported'),
            label: z.string().trim().min(1, 'field_required').max(60, 'field_too_long').optional(),
            deliveryTypes: z.array(z.enum(DELIVERY_TYPE_NAMES, 'delivery_type_not_available')).max(3),
          })
          .strict(),
      )
      .max(OWNER_PAYMENT_METHODS.length),
  })
  .strict();
export type SavePaymentMethods = z.input<typeof savePaymentMethodsSchema>;

/** Mollie API keys: `live_` or `test_` and at least 30 characters after it. */
export const mollieCredentialsSchema = z
  .object({ apiKey: z.string().trim().regex(/^(live|test)_[A-Za-z0-9]{20,60}$/, 'field_invalid') })
  .strict();

export const saferpayCredentialsSchema = z
  .object({
    customerId: z.string().trim().regex(/^\d{1,20}$/, 'field_must_be_numeric'),
    terminalId: z.string().trim().regex(/^\d{1,20}$/, 'field_must_be_numeric'),
    username: z.string().trim().min(1, 'field_required').max(100, 'field_too_long'),
    password: z.string().min(1, 'field_required').max(200, 'field_too_long'),
    environment: z.enum(['live', 'test']),
  })
  .strict();

export const saveCredentialsSchemas = {
  mollie: z.object({ ...settingsSaveFields, credentials: mollieCredentialsSchema }).strict(),
  saferpay: z.object({ ...settingsSaveFields, credentials: saferpayCredentialsSchema }).strict(),
} as const;
export type MollieCredentialsInput = z.input<typeof mollieCredentialsSchema>;
export type SaferpayCredentialsInput = z.input<typeof saferpayCredentialsSchema>;

/** DELETE carries the revision in its query (a fraction answers the number's own 'field_must_be_numeric'). */
export const removeCredentialsQuerySchema = z
  .object({ ...clientContext, revision: z.coerce.number('field_must_be_numeric').int().min(0, 'field_invalid') })
  .strict();

/** Without credentials the stored ones (or the platform's) are tried; with them, what the owner just typed (not saved). */
export const testConnectionSchemas = {
  mollie: z.object({ ...clientContext, credentials: mollieCredentialsSchema.optional() }).strict(),
  saferpay: z.object({ ...clientContext, credentials: saferpayCredentialsSchema.optional() }).strict(),
} as const;

export const testConnectionResultSchema = z.object({ ok: z.literal(true), message: z.string() });
