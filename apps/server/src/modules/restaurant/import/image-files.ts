import { constants } from 'node:fs';
import { access, copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isUploadedImage } from '@tavola/domain/images/image-srcset';
import type { ImportIssue, RestaurantImport } from '@tavola/domain/schemas/restaurant-import';

/** Where the import file's relative images come from and where they are published. */
export interface ImageFiles {
  /** The folder of the import file: relative image paths are read from here. */
  sourceDir?: string;
  /** The upload store (DATA_DIR/uploads), served under UPLOADS_URL_PREFIX. */
  uploadsDir?: string;
}

export const UPLOADS_URL_PREFIX = '/uploads';
const IMAGE_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif']);

interface ImageRef {
  path: string;
  value: string;
}

/** Every image the file mentions, with its place in the file (for error messages). */
export function imageRefs(file: RestaurantImport): ImageRef[] {
  const refs: ImageRef[] = [];
  const add = (where: string, value: string | undefined) => {
    if (value !== undefined) refs.push({ path: where, value });
  };
  add('restaurant.theme.logo', file.restaurant.theme.logo);
  add('restaurant.theme.mainImage', file.restaurant.theme.mainImage);
  file.categories.forEach((category, ci) => {
    add(`categories.${ci}.image`, category.image);
    category.subcategories.forEach((sub, si) => add(`categories.${ci}.subcategories.${si}.image`, sub.image));
  });
  file.products.forEach((product, pi) => add(`products.${pi}.image`, product.image));
  file.attributeGroups.forEach((group, gi) =>
    group.items.forEach((item, ii) => add(`attributeGroups.${gi}.items.${ii}.image`, item.image)),
  );
  file.blogPosts.forEach((post, pi) => add(`blogPosts.${pi}.image`, post.image));
  return refs;
}

const isUrl = (value: string) => /^https?:\/\//.test(value);

/** Relative images must exist next to the import file and look like images. */
export async function checkImageFiles(refs: ImageRef[], sourceDir: string | undefined): Promise<ImportIssue[]> {
  const issues: ImportIssue[] = [];
  for (const ref of refs) {
    if (isUrl(ref.value)) continue;
    if (!IMAGE_EXTENSIONS.has(path.extname(ref.value).toLowerCase())) {
      issues.push({
        path: ref.path,
        message: `"${ref.value}" is not an image file (${[...IMAGE_EXTENSIONS].join(', ')})`,
      });
      continue;
    }
    if (sourceDir === undefined) continue;
    try {
      await access(path.join(sourceDir, ref.value), constants.R_OK);
    } catch {
      issues.push({ path: ref.path, message: `file "${ref.value}" not found next to the import file` });
    }
  }
  return issues;
}

/** The public URL of an image: URLs stay as they are, relative files live in the restaurant's upload folder. */
export function imageUrl(slug: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  if (isUrl(value)) return value;
  return `${UPLOADS_URL_PREFIX}/restaurants/${slug}/${value.split(path.sep).join('/')}`;
}

/**
 * The files behind one relative image: the image itself and, for an owner's upload (`menu/<hash>.webp`,
 * decision 082), its sized WebP and AVIF variants beside it, which the storefront's srcset asks for.
 */
export async function imageFilesOf(dir: string, value: string): Promise<string[]> {
  if (!isUploadedImage(value)) return [value];
  const folder = path.dirname(value);
  const hash = path.basename(value, '.webp');
  const names = await readdir(path.join(dir, folder)).catch(() => [] as string[]);
  const variants = names.filter((name) => name.startsWith(`${hash}-`) && /^[0-9a-f]{32}-\d+\.(webp|avif)$/.test(name)).sort();
  return [value, ...variants.map((name) => `${folder}/${name}`)];
}

/**
 * Copies the relative images into the upload store. Runs before the database transaction: the
 * copies are idempotent, so a refused import leaves at worst files nobody points at yet.
 */
export async function publishImages(refs: ImageRef[], slug: string, files: ImageFiles): Promise<void> {
  if (!files.sourceDir || !files.uploadsDir) return;
  const target = path.join(files.uploadsDir, 'restaurants', slug);
  const copied = new Set<string>();
  for (const ref of refs) {
    if (isUrl(ref.value) || copied.has(ref.value)) continue;
    copied.add(ref.value);
    for (const file of await imageFilesOf(files.sourceDir, ref.value)) {
      const destination = path.join(target, file);
      await mkdir(path.dirname(destination), { recursive: true });
      await copyFile(path.join(files.sourceDir, file), destination);
    }
  }
}
