import { z } from 'zod';
import { settingsSaveFields, settingsSectionOf } from './owner-settings.ts';
import { DELIVERY_TYPE_NAMES, deliveryZoneSchema, tipPresetsSchema, voucherSchema } from './restaurant-import.ts';
import { checkDeliverySettings } from '../owner/delivery-rules.ts';

/*
 * The owner's delivery, tip and voucher settings (issue 23 item 2). Each value is the import file's own
 * shape (deliveryZones, settings.tipPresets, vouchers), so a save is checked exactly as an import would be.
 */

export type DeliveryZoneSetting = z.output<typeof deliveryZoneSchema>;

export const deliverySettingsSchema = z.object({
  deliveryTypes: z.array(z.enum(DELIVERY_TYPE_NAMES)),
  zones: z.array(deliveryZoneSchema),
});
export type DeliverySettings = z.output<typeof deliverySettingsSchema>;
export const deliverySectionSchema = settingsSectionOf(deliverySettingsSchema);
export type DeliverySection = z.output<typeof deliverySectionSchema>;

/** PUT api/owner/delivery: the offered delivery types and every zone, replaced as one. */
export const saveDeliveryRequestSchema = z
  .object({
    ...settingsSaveFields,
    deliveryTypes: z.array(z.enum(DELIVERY_TYPE_NAMES)).max(DELIVERY_TYPE_NAMES.length),
    zones: z.array(deliveryZoneSchema).max(500),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const problem of checkDeliverySettings(value)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.code });
  });
export type SaveDeliveryRequest = z.output<typeof saveDeliveryRequestSchema>;

export const tipSettingsSchema = z.object({ tipRequest: z.boolean(), tipPresets: tipPresetsSchema });
export type TipSettings = z.output<typeof tipSettingsSchema>;
export const tipSectionSchema = settingsSectionOf(tipSettingsSchema);

/** PUT api/owner/tips: whether guests are asked for a tip, and the shares offered. */
export const saveTipsRequestSchema = z.object({ ...settingsSaveFields, tipRequest: z.boolean(), tipPresets: tipPresetsSchema }).strict();
export type SaveTipsRequest = z.output<typeof saveTipsRequestSchema>;

export type VoucherSetting = z.output<typeof voucherSchema>;

/** A voucher as the owner's list shows it: the import's fields, whether it is on, how often orders used it. */
export const ownerVoucherSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number(),
  validFrom: z.string().optional(),
  validUntil: z.string().optional(),
  usageLimit: z.int().nullable(),
  minimumOrder: z.number(),
  active: z.boolean(),
  /** Orders placed with the voucher. */
  timesUsed: z.int(),
  /** Its last valid day has passed in the restaurant's time zone. */
  expired: z.boolean(),
});
export type OwnerVoucher = z.output<typeof ownerVoucherSchema>;
export const vouchersSectionSchema = settingsSectionOf(z.object({ vouchers: z.array(ownerVoucherSchema), acceptVouchers: z.boolean() }));
export type VouchersSection = z.output<typeof vouchersSectionSchema>;

/** POST api/owner/vouchers: a new voucher. */
export const createVoucherRequestSchema = z.object({ ...settingsSaveFields, voucher: voucherSchema }).strict();
export type CreateVoucherRequest = z.output<typeof createVoucherRequestSchema>;

/** PUT api/owner/vouchers/:code: a changed voucher; `active: false` deactivates it (used vouchers are never deleted). */
export const updateVoucherRequestSchema = z
  .object({ ...settingsSaveFields, voucher: voucherSchema, active: z.boolean() })
  .strict();
export type UpdateVoucherRequest = z.output<typeof updateVoucherRequestSchema>;

export const voucherCodeParamsSchema = z.object({ code: z.string().min(1).max(40) }).strict();

/** PUT api/owner/vouchers-accepted: whether the checkout takes vouchers at all. */
export const acceptVouchersRequestSchema = z.object({ ...settingsSaveFields, acceptVouchers: z.boolean() }).strict();
