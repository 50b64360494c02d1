import { z } from 'zod';
import { clientContext } from './basket.ts';
import {
  importAttributeGroupSchema,
  importCategorySchema,
  importProductSchema,
  keySchema,
  menuDocumentSchema,
} from './restaurant-import.ts';

/*
 * The owner's menu editor (decision 080). The draft is the menu in the import file's own shape
 * (categories, products, attribute groups), one entry per key with a revision against lost updates;
 * the same zod schemas validate an entry in the browser, at the API and in an import file.
 * Publishing writes the whole draft as the import does; every published menu is kept as a version.
 */

/** The three kinds of entry, as the API's path segment names them. */
export const MENU_ENTRY_KINDS = ['categories', 'products', 'attribute-groups'] as const;
export type MenuEntryKind = (typeof MENU_ENTRY_KINDS)[number];

export const draftCategorySchema = importCategorySchema;
/**
 * A dish of the draft: everything the import file says except `stock`. Stock and sold-out are the
 * service's live state (the board's sold-out lever, api/managers/products/stock): they change at
 * once, never wait for a publish, and a publish never resets them.
 */
export const draftProductSchema = importProductSchema.omit({ stock: true });
export const draftAttributeGroupSchema = importAttributeGroupSchema;
export type DraftCategory = z.output<typeof draftCategorySchema>;
export type DraftProduct = z.output<typeof draftProductSchema>;
export type DraftAttributeGroup = z.output<typeof draftAttributeGroupSchema>;
export type DraftCategoryInput = z.input<typeof draftCategorySchema>;
export type DraftProductInput = z.input<typeof draftProductSchema>;
export type DraftAttributeGroupInput = z.input<typeof draftAttributeGroupSchema>;

export const entryValueSchemas = {
  categories: draftCategorySchema,
  products: draftProductSchema,
  'attribute-groups': draftAttributeGroupSchema,
} as const;

const entryMeta = {
  key: keySchema,
  /** Starts at 1; every save and delete must name the revision it was made on. */
  revision: z.int().min(1),
  updatedAt: z.string(),
  /** The e-mail of who saved it last; null for what came from an import or a published version. */
  updatedBy: z.string().nullable(),
};
export const categoryEntrySchema = z.object({ ...entryMeta, value: draftCategorySchema });
export const productEntrySchema = z.object({ ...entryMeta, value: draftProductSchema });
export const attributeGroupEntrySchema = z.object({ ...entryMeta, value: draftAttributeGroupSchema });
export type CategoryEntry = z.output<typeof categoryEntrySchema>;
export type ProductEntry = z.output<typeof productEntrySchema>;
export type AttributeGroupEntry = z.output<typeof attributeGroupEntrySchema>;
/** Any entry; what a 409 carries as `current` (null when it was deleted meanwhile). */
export const menuEntrySchema = z.object({ ...entryMeta, value: z.unknown() });
export type MenuEntry = z.output<typeof menuEntrySchema>;

/** GET api/owner/menu/draft: the draft in menu order. */
export const menuDraftSchema = z.object({
  /** The menu version guests see now. */
  publishedVersion: z.int(),
  /** The draft differs from what guests see. */
  changed: z.boolean(),
  categories: z.array(categoryEntrySchema),
  products: z.array(productEntrySchema),
  attributeGroups: z.array(attributeGroupEntrySchema),
  /** Ids of the published rows by key, for the live levers (stock, sold out) of dishes already on sale. */
  productIds: z.record(z.string(), z.int()),
});
export type MenuDraft = z.output<typeof menuDraftSchema>;

/** PUT api/owner/menu/draft/{kind}/{key}: `revision` null creates the entry (409 menu_key_taken if it exists). */
export const saveMenuEntryRequestSchema = <T extends z.ZodType>(value: T) =>
  z.object({ ...clientContext, revision: z.int().min(1).nullable(), value }).strict();

/** DELETE api/owner/menu/draft/{kind}/{key}?revision=N. */
export const deleteMenuEntryQuerySchema = z
  .object({
    ...clientContext,
    revision: z.coerce.number('field_must_be_numeric').int().min(1, 'field_invalid'),
  })
  .strict();

/**
 * POST api/owner/menu/draft/reorder: the given keys take the positions of the kind's entries in the
 * given order (drag and drop, or the keyboard's move up/down); keys not listed keep their place after them.
 */
export const reorderMenuRequestSchema = z
  .object({ ...clientContext, kind: z.enum(MENU_ENTRY_KINDS), keys: z.array(keySchema).min(1).max(5000) })
  .strict();

/** POST api/owner/menu/publish. */
export const publishMenuRequestSchema = z.object({ ...clientContext, note: z.string().trim().max(200).optional() }).strict();

/** POST api/owner/menu/import: an import file (its menu goes into the draft), wrapped as `file`. */
export const importMenuRequestSchema = z.object({ ...clientContext, file: z.unknown() }).strict();

/** Bodies of the calls that need nothing but the storefront client's context. */
export const ownerContextSchema = z.object(clientContext).strict();

export const MENU_VERSION_SOURCES = ['editor', 'rollback', 'import'] as const;
/** GET api/owner/menu/versions: newest first. */
export const menuVersionSchema = z.object({
  version: z.int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(MENU_VERSION_SOURCES),
  /** For a rollback: the version it brought back. */
  restoredVersion: z.int().nullable(),
  categories: z.int(),
  products: z.int(),
});
export type MenuVersion = z.output<typeof menuVersionSchema>;

export const MENU_AUDIT_ACTIONS = ['create', 'update', 'delete', 'reorder', 'publish', 'rollback', 'discard', 'import'] as const;
/** GET api/owner/menu/audit?before=<id>: newest first, 50 at a time. */
export const menuAuditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  by: z.string().nullable(),
  action: z.enum(MENU_AUDIT_ACTIONS),
  kind: z.enum(MENU_ENTRY_KINDS).nullable(),
  key: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type MenuAuditEntry = z.output<typeof menuAuditEntrySchema>;
export const menuAuditQuerySchema = z
  .object({
    ...clientContext,
    before: z.coerce.number('field_must_be_numeric').int().min(1).optional(),
    limit: z.coerce.number('field_must_be_numeric').int().min(1).max(200).default(50),
  })
  .strict();

/** POST api/owner/menu/preview-link: a short-lived token that shows the storefront with the draft. */
export const menuPreviewLinkSchema = z.object({ token: z.string(), expiresAt: z.string() });
/** The storefront sends it on its menu reads; the URL's `menuPreview` parameter brings it. */
export const MENU_PREVIEW_HEADER = 'x-menu-preview';
export const MENU_PREVIEW_PARAM = 'menuPreview';

export { menuDocumentSchema };

/**
 * A new entry's key from its name: lower-case ASCII words joined by dashes, unique among `taken`
 * ("Pizza Margherita" → "pizza-margherita", then "pizza-margherita-2"). Names without Latin letters
 * (Arabic) fall back to the kind's word.
 */
export function keyFromName(name: string, taken: ReadonlySet<string>, fallback = 'item'): string {
  const base =
    name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      // One dash at most in a row from here on: the line above joins every run of other characters into one.
      .replace(/^-|-$/g, '')
      .slice(0, 56)
      .replace(/-$/, '') || fallback;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
