import { z } from 'zod';
import { clientContext } from './basket.ts';

/*
 * What every owner settings screen shares (issue 23, decision 087): a save names the revision of the
 * section it was read at, and every change lands in one audit log.
 */

/** The section's revision as read (0: never saved); a save on another revision is refused with 409 stale_revision. */
export const settingsRevisionSchema = z.int('field_must_be_numeric').min(0).max(2_147_483_647);

/** The fields every settings save carries besides its own: spread into a section's strict body schema. */
export const settingsSaveFields = { ...clientContext, revision: settingsRevisionSchema };

/** A section as a screen reads it: its value and the revision to send back with a save. */
export const settingsSectionOf = <T extends z.ZodType>(value: T) => z.object({ revision: z.int(), value });

export const ownerAuditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  by: z.string(),
  section: z.string(),
  action: z.string(),
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type OwnerAuditEntry = z.output<typeof ownerAuditEntrySchema>;

export const ownerAuditQuerySchema = z
  .object({
    ...clientContext,
    section: z.string().max(40).optional(),
    before: z.coerce.number('field_must_be_numeric').int().min(1).optional(),
    limit: z.coerce.number('field_must_be_numeric').int().min(1).max(200).default(50),
  })
  .strict();
