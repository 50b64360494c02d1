import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { MenuEntryKind } from '@tavola/domain/schemas/menu-editor';
import { FieldErrors, type FieldMessage } from '../../http/errors.ts';

/** Where an entry names images: a category's and its subcategories', a dish's, a group's items'. */
function imagesOf(kind: MenuEntryKind, value: Record<string, unknown>): { field: string; image: string }[] {
  const list = (items: unknown, prefix: string) =>
    (Array.isArray(items) ? items : []).flatMap((item: { image?: unknown }, index) =>
      typeof item?.image === 'string' ? [{ field: `${prefix}.${index}.image`, image: item.image }] : [],
    );
  const own = typeof value.image === 'string' ? [{ field: 'image', image: value.image }] : [];
  if (kind === 'categories') return [...own, ...list(value.subcategories, 'subcategories')];
  if (kind === 'attribute-groups') return list(value.items, 'items');
  return own;
}

/**
 * A relative image an entry names must be in the restaurant's upload store (an upload answered its
 * path): a typo or a path from another restaurant would show guests a broken picture. URLs are the
 * owner's own business.
 */
export async function checkEntryImages(
  uploadsDir: string,
  slug: string,
  kind: MenuEntryKind,
  value: Record<string, unknown>,
  before: Record<string, unknown> | null,
): Promise<void> {
  // Only images the save brings in: what the entry named before stays as it was (an import's files).
  const known = new Set(before ? imagesOf(kind, before).map((ref) => ref.image) : []);
  const fields: Record<string, FieldMessage[]> = {};
  for (const { field, image } of imagesOf(kind, value)) {
    if (/^https?:\/\//.test(image) || known.has(image)) continue;
    try {
      await access(path.join(uploadsDir, 'restaurants', slug, image), constants.R_OK);
    } catch {
      fields[`value.${field}`] = [{ code: 'field_invalid' }];
    }
  }
  if (Object.keys(fields).length) throw new FieldErrors(fields);
}
