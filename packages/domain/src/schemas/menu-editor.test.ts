import { describe, expect, it } from 'vitest';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  MENU_PREVIEW_HEADER,
  deleteMenuEntryQuerySchema,
  draftProductSchema,
  keyFromName,
  menuAuditQuerySchema,
  menuVersionSchema,
  publishMenuRequestSchema,
  reorderMenuRequestSchema,
  saveMenuEntryRequestSchema,
} from './menu-editor.ts';

describe('keys made from names', () => {
  it('are lower-case ASCII with dashes, umlauts and ß spelled out', () => {
    expect(keyFromName('Pizza Margherita', new Set())).toBe('pizza-margherita');
    expect(keyFromName('  Crème brûlée!! ', new Set())).toBe('creme-brulee');
    expect(keyFromName('Große Käseplatte', new Set())).toBe('grosse-kaseplatte');
  });

  it('fall back for names without letters and count up past taken keys', () => {
    expect(keyFromName('!!!', new Set())).toBe('item');
    expect(keyFromName('شاورما', new Set(), 'dish')).toBe('dish');
    expect(keyFromName('Cola', new Set(['cola']))).toBe('cola-2');
    expect(keyFromName('Cola', new Set(['cola', 'cola-2', 'cola-3']))).toBe('cola-4');
  });

  it('stay short enough for a suffix and never end on a dash', () => {
    const key = keyFromName(`${'a'.repeat(55)} b c`, new Set());
    expect(key).toBe(`${'a'.repeat(55)}`);
    expect(key.length).toBeLessThanOrEqual(56);
    expect(keyFromName('x'.repeat(80), new Set()).length).toBe(56);
  });
});

describe('menu editor requests', () => {
  it('save an entry at its revision (null for a new one), without stock in the draft', () => {
    const request = saveMenuEntryRequestSchema(draftProductSchema.pick({ name: true }));
    expect(parsed(request, { revision: null, value: { name: 'Margherita' } })).toEqual({ revision: null, value: { name: 'Margherita' } });
    expect(codesOf(request, { revision: 0, value: { name: 'Margherita' } })).toHaveLength(1);
    expect(Object.keys(draftProductSchema.shape)).not.toContain('stock');
  });

  it('delete at a revision, reorder by keys, publish with a short note', () => {
    expect(parsed(deleteMenuEntryQuerySchema, { revision: '2' })).toEqual({ revision: 2 });
    expect(codesOf(deleteMenuEntryQuerySchema, { revision: 0 })).toEqual(['field_invalid']);
    expect(codesOf(deleteMenuEntryQuerySchema, { revision: 'x' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(deleteMenuEntryQuerySchema, { revision: 1.5 })).toEqual(['field_must_be_numeric']);
    for (const kind of ['categories', 'products', 'attribute-groups']) expect(parsed(reorderMenuRequestSchema, { kind, keys: ['a'] }).kind).toBe(kind);
    expect(codesOf(reorderMenuRequestSchema, { kind: 'products', keys: [] })).toHaveLength(1);
    expect(codesOf(reorderMenuRequestSchema, { kind: 'tables', keys: ['a'] })).toHaveLength(1);
    expect(parsed(publishMenuRequestSchema, { note: ' Autumn menu ' })).toEqual({ note: 'Autumn menu' });
    expect(codesOf(publishMenuRequestSchema, { note: 'x'.repeat(201) })).toHaveLength(1);
    expect(parsed(menuAuditQuerySchema, {})).toEqual({ limit: 50 });
    expect(codesOf(menuAuditQuerySchema, { limit: 201 })).toHaveLength(1);
    expect(codesOf(menuAuditQuerySchema, { before: 'x' })).toEqual(['field_must_be_numeric']);
  });

  it('keep the versions a rollback picks from, and name the preview header', () => {
    for (const source of ['editor', 'rollback', 'import']) {
      const version = { version: 3, publishedAt: '2026-11-01', publishedBy: null, note: null, source, restoredVersion: null, categories: 4, products: 20 };
      expect(parsed(menuVersionSchema, version)).toEqual(version);
    }
    expect(MENU_PREVIEW_HEADER).toBe('x-menu-preview');
  });
});
