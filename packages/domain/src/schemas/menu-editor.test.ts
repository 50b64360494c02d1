import { describe, expect, it } from 'vitest';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  MENU_PREVIEW_HEADER,
  MENU_PREVIEW_PARAM,
  attributeGroupEntrySchema,
  categoryEntrySchema,
  deleteMenuEntryQuerySchema,
  draftAttributeGroupSchema,
  draftCategorySchema,
  draftProductSchema,
  importMenuRequestSchema,
  keyFromName,
  menuAuditEntrySchema,
  menuAuditQuerySchema,
  menuDraftSchema,
  menuEntrySchema,
  menuPreviewLinkSchema,
  menuVersionSchema,
  productEntrySchema,
  publishMenuRequestSchema,
  reorderMenuRequestSchema,
  saveMenuEntryRequestSchema,
} from './menu-editor.ts';

describe('keys made from names', () => {
  it('are lower-case ASCII with dashes, umlauts and ß spelled out', () => {
    expect(keyFromName('Pizza Margherita', new Set())).toBe('pizza-margherita');
    expect(keyFromName('  Crème brûlée!! ', new Set())).toBe('creme-brulee');
    expect(keyFromName('Große Käseplatte', new Set())).toBe('grosse-kaseplatte');
    expect(keyFromName('Pizza - Margherita (klein)', new Set())).toBe('pizza-margherita-klein');
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

describe('draft entries', () => {
  const category = parsed(draftCategorySchema, { key: 'pizza', name: 'Pizza' });
  const product = parsed(draftProductSchema, { key: 'margherita', category: 'pizza', name: 'Margherita', price: 8.5 });
  const group = parsed(draftAttributeGroupSchema, { key: 'size', name: 'Size', maximum: 1, multiSelect: false, items: [{ key: 'large', name: 'Large', price: 2 }] });
  const meta = { revision: 3, updatedAt: '2026-11-20T10:15:00Z', updatedBy: 'owner@trattoria-roma.de' };

  it('keep the key, the revision, who saved them and when, and the value', () => {
    const categoryEntry = { key: 'pizza', ...meta, value: category };
    const productEntry = { key: 'margherita', ...meta, updatedBy: null, value: product };
    const groupEntry = { key: 'size', ...meta, value: group };
    expect(parsed(categoryEntrySchema, categoryEntry)).toEqual(categoryEntry);
    expect(parsed(productEntrySchema, productEntry)).toEqual(productEntry);
    expect(parsed(attributeGroupEntrySchema, groupEntry)).toEqual(groupEntry);
    expect(parsed(menuEntrySchema, groupEntry)).toEqual(groupEntry);
    const draft = {
      publishedVersion: 12,
      changed: true,
      categories: [categoryEntry],
      products: [productEntry],
      attributeGroups: [groupEntry],
      productIds: { margherita: 481 },
    };
    expect(parsed(menuDraftSchema, draft)).toEqual(draft);
  });

  it('start at revision 1 and count up from there', () => {
    expect(parsed(categoryEntrySchema, { key: 'pizza', ...meta, revision: 1, value: category }).revision).toBe(1);
    expect(parsed(categoryEntrySchema, { key: 'pizza', ...meta, revision: 2, value: category }).revision).toBe(2);
    expect(codesOf(categoryEntrySchema, { key: 'pizza', ...meta, revision: 0, value: category })).toHaveLength(1);
  });
});

describe('menu editor calls and answers', () => {
  it('take an import file as it is, wrapped as file', () => {
    const file = { version: 1, menu: { categories: [] } };
    expect(parsed(importMenuRequestSchema, { lang: 'de', file })).toEqual({ lang: 'de', file });
  });

  it('page the audit log before an entry and answer each change with what it was before and after', () => {
    expect(parsed(menuAuditQuerySchema, { before: '2', limit: '200' })).toEqual({ before: 2, limit: 200 });
    expect(codesOf(menuAuditQuerySchema, { before: 0 })).toHaveLength(1);
    expect(codesOf(menuAuditQuerySchema, { limit: 'all' })).toEqual(['field_must_be_numeric']);
    const entry = {
      id: 905,
      at: '2026-11-20T10:15:00Z',
      by: 'owner@trattoria-roma.de',
      action: 'update',
      kind: 'products',
      key: 'margherita',
      before: { price: 8 },
      after: { price: 8.5 },
    };
    expect(parsed(menuAuditEntrySchema, entry)).toEqual(entry);
    for (const action of ['create', 'update', 'delete', 'reorder', 'publish', 'rollback', 'discard', 'import']) {
      expect(parsed(menuAuditEntrySchema, { ...entry, action, kind: null, key: null, by: null }).action).toBe(action);
    }
  });

  it('answer a preview link with its token and expiry, read from the menuPreview parameter', () => {
    const link = { token: 'pv_4f9c2a', expiresAt: '2026-11-20T11:15:00Z' };
    expect(parsed(menuPreviewLinkSchema, link)).toEqual(link);
    expect(MENU_PREVIEW_PARAM).toBe('menuPreview');
  });
});
