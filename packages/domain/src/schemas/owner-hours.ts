import { z } from 'zod';
import { settingsSaveFields, settingsSectionOf } from './owner-settings.ts';
import { closePeriodSchema, deliveryTypeSchema, slotLimitsSchema } from './restaurant-import.ts';

/*
 * The owner's hours screen (issue 23): per offered delivery type its opening hours, lead time, days
 * ahead and slot capacities, and the restaurant's close periods. The shapes are the import file's
 * (restaurant-import.ts), so what an owner saves is what `npm run export` writes.
 */

/** The section name: one revision and one audit trail (decision 087). */
export const HOURS_SECTION = 'hours';

/** A delivery type's schedule as the screen edits it: the import's, with its slot limits always spelt out. */
export const hoursDeliveryTypeSchema = deliveryTypeSchema.safeExtend({ slotLimits: slotLimitsSchema });
export type HoursDeliveryType = z.output<typeof hoursDeliveryTypeSchema>;

const deliveryTypesField = z
  .array(hoursDeliveryTypeSchema)
  .min(1)
  .max(3)
  .superRefine((types, context) => {
    types.forEach((entry, index) => {
      if (types.findIndex((other) => other.type === entry.type) !== index) {
        context.addIssue({ code: 'custom', message: 'field_invalid', path: [index, 'type'] });
      }
    });
  });

const closePeriodsField = z.array(closePeriodSchema).max(200);

export const hoursValueSchema = z.object({
  /** The restaurant's IANA zone: every time of day is on its clock. */
  timeZone: z.string(),
  deliveryTypes: z.array(hoursDeliveryTypeSchema),
  closePeriods: closePeriodsField,
});
export type HoursValue = z.output<typeof hoursValueSchema>;

export const hoursSectionSchema = settingsSectionOf(hoursValueSchema);
export type HoursSection = z.output<typeof hoursSectionSchema>;

/** PUT api/owner/hours: the whole section; delivery types left out keep what they had. */
export const saveHoursRequestSchema = z
  .object({ ...settingsSaveFields, deliveryTypes: deliveryTypesField, closePeriods: closePeriodsField })
  .strict();
export type SaveHoursRequest = z.input<typeof saveHoursRequestSchema>;
