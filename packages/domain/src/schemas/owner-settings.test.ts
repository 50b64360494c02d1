import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import { ownerAuditEntrySchema, ownerAuditQuerySchema, settingsRevisionSchema, settingsSectionOf } from './owner-settings.ts';

describe('settings revisions', () => {
  it('are whole numbers from 0 (never saved)', () => {
    expect(parsed(settingsRevisionSchema, 0)).toBe(0);
    expect(parsed(settingsRevisionSchema, 2_147_483_647)).toBe(2_147_483_647);
    expect(codesOf(settingsRevisionSchema, -1)).toHaveLength(1);
    expect(codesOf(settingsRevisionSchema, 2_147_483_648)).toHaveLength(1);
    expect(codesOf(settingsRevisionSchema, 1.5)).toEqual(['field_must_be_numeric']);
    expect(codesOf(settingsRevisionSchema, '1')).toEqual(['field_must_be_numeric']);
  });

  it('travel with the section value a screen reads', () => {
    const section = settingsSectionOf(z.object({ open: z.boolean() }));
    expect(parsed(section, { revision: 4, value: { open: true } })).toEqual({ revision: 4, value: { open: true } });
    expect(codesOf(section, { value: { open: true } })).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('pages 50 entries by default, at most 200, filtered by section', () => {
    expect(parsed(ownerAuditQuerySchema, {})).toEqual({ limit: 50 });
    expect(parsed(ownerAuditQuerySchema, { section: 'hours', before: '17', limit: '200' })).toEqual({ section: 'hours', before: 17, limit: 200 });
    expect(codesOf(ownerAuditQuerySchema, { limit: 201 })).toHaveLength(1);
    expect(codesOf(ownerAuditQuerySchema, { limit: 0 })).toHaveLength(1);
    expect(codesOf(ownerAuditQuerySchema, { before: 0 })).toHaveLength(1);
    expect(codesOf(ownerAuditQuerySchema, { before: 'last' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(ownerAuditQuerySchema, { limit: 'all' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(ownerAuditQuerySchema, { section: 'x'.repeat(41) })).toHaveLength(1);
  });

  it('keeps who changed what, before and after', () => {
    const entry = { id: 1, at: '2026-11-26T10:00:00Z', by: 'owner@example.com', section: 'hours', action: 'saved', subject: null, before: { lead: 30 }, after: { lead: 45 } };
    expect(parsed(ownerAuditEntrySchema, entry)).toEqual(entry);
  });
});
