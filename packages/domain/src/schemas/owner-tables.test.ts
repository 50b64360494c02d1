import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import { TABLES_MAX, ownerTablesAnswerSchema, saveOwnerTablesSchema } from './owner-tables.ts';

const table = (key: string, name: string) => ({ key, name, capacity: 4 });
const section = { tables: [table('t1', 'Table 1'), table('t2', 'Table 2')], reservationTable: true, reservations: {} };

describe('the owner\'s tables', () => {
  it('save the tables in their order with reservation rules at a revision', () => {
    const saved = parsed(saveOwnerTablesSchema, { ...section, revision: 2 });
    expect(saved.tables.map((t) => t.name)).toEqual(['Table 1', 'Table 2']);
    expect(saved.tables[0]!.reservable).toBe(true);
    expect(saved.reservations).toMatchObject({ stepMinutes: 30, durationMinutes: 120 });
  });

  it('refuse a repeated key or name (names compared without case and spaces)', () => {
    expect(issuesOf(saveOwnerTablesSchema, { ...section, revision: 2, tables: [table('t1', 'Terrace'), table('t1', 'Garden')] })).toEqual([{ path: 'tables.1.key', code: 'menu_key_taken' }]);
    expect(issuesOf(saveOwnerTablesSchema, { ...section, revision: 2, tables: [table('t1', 'Terrace'), table('t2', ' terrace ')] })).toEqual([{ path: 'tables.1.name', code: 'table_name_taken' }]);
  });

  it('refuse a QR code typed in (the server makes them), too many tables and unknown fields', () => {
    expect(codesOf(saveOwnerTablesSchema, { ...section, revision: 2, tables: [{ ...table('t1', 'A'), qrCode: 'abcd' }] })).toHaveLength(1);
    const many = Array.from({ length: TABLES_MAX + 1 }, (_, index) => table(`t${index}`, `Table ${index}`));
    expect(codesOf(saveOwnerTablesSchema, { ...section, revision: 2, tables: many })).toHaveLength(1);
    expect(codesOf(saveOwnerTablesSchema, { ...section, revision: 2, colour: 'red' })).toHaveLength(1);
    expect(codesOf(saveOwnerTablesSchema, section)).toEqual(['field_must_be_numeric']);
  });

  it('answer the section with its revision', () => {
    const answer = { revision: 2, value: { ...section, tables: section.tables.map((t) => ({ ...t, reservable: true })) } };
    expect(parsed(ownerTablesAnswerSchema, answer).value.tables).toHaveLength(2);
  });
});

describe('table names and keys in detail', () => {
  it('compares names in lower case, so Straße and Strasse are two tables', () => {
    const saved = parsed(saveOwnerTablesSchema, { ...section, revision: 2, tables: [table('t1', 'Straße'), table('t2', 'Strasse')] });
    expect(saved.tables.map((t) => t.name)).toEqual(['Straße', 'Strasse']);
  });

  it('reports a taken key and a taken name as custom issues', () => {
    const result = saveOwnerTablesSchema.safeParse({ ...section, revision: 2, tables: [table('t1', 'Terrace'), table('t1', 'terrace')] });
    expect(result.error?.issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['custom', 'menu_key_taken'],
      ['custom', 'table_name_taken'],
    ]);
  });
});
