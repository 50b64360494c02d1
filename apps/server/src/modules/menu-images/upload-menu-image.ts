import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageVariantUrl } from '@tavola/domain/images/image-srcset';
import { IMAGE_UPLOAD_MAX_MB, IMAGE_WIDTHS, type ImageKind, type UploadedImage } from '@tavola/domain/schemas/menu-image';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { imageUrl } from '../restaurant/import/image-files.ts';
import { renderImage, storedSize, type RenderedImage } from './image-pipeline.ts';
import { DECODER_FORMAT, uploadTypeOf, type UploadType } from './image-type.ts';
import { restaurantSlug } from './repo.ts';

/**
 * Part of every name: a change to the sizes, formats or encoder settings must give new names, since
 * the files are cached for a year as immutable.
 */
const PIPELINE_VERSION = 'v1';

/** The folder of uploaded images inside the restaurant's upload folder; a draft's path starts with it. */
export const MENU_IMAGE_FOLDER = 'menu';

/**
 * An owner's image: checked by its bytes, rendered at the kind's widths as WebP and AVIF, stored
 * under a name from a hash of the upload, and answered as the relative path a draft keeps. The same
 * upload again finds its files and answers the same name without rendering anything.
 */
export async function uploadMenuImage(
  deps: { db: DbOrTx; uploadsDir: string },
  restaurantId: number,
  bytes: Buffer,
  kind: ImageKind,
): Promise<UploadedImage> {
  const type = uploadTypeOf(bytes);
  // Nothing known (an empty body, random bytes): unreadable. A known format we do not take: unsupported.
  if (type === null) throw new AppError('image_unreadable', 422);
  if (type === 'other') throw new AppError('image_type_unsupported', 415);
  const slug = await restaurantSlug(deps.db, restaurantId);
  const hash = createHash('sha256').update(`${PIPELINE_VERSION}\0${kind}\0`).update(bytes).digest('hex').slice(0, 32);
  const image = `${MENU_IMAGE_FOLDER}/${hash}.webp`;
  const folder = path.join(deps.uploadsDir, 'restaurants', slug, MENU_IMAGE_FOLDER);
  const mainFile = path.join(folder, `${hash}.webp`);
  const widths = IMAGE_WIDTHS[kind];

  // The main file is written last: when it is there, every variant is too.
  const size = (await exists(mainFile)) ? await storedSize(mainFile) : await oneAtATime(() => renderAndStore(bytes, type, widths, folder, hash));
  const url = imageUrl(slug, image)!;
  return {
    image,
    url,
    width: size.width,
    height: size.height,
    variants: widths.flatMap((width) => [
      { width, url: imageVariantUrl(url, width, 'webp'), type: 'image/webp' as const },
      { width, url: imageVariantUrl(url, width, 'avif'), type: 'image/avif' as const },
    ]),
  };
}

async function renderAndStore(bytes: Buffer, type: UploadType, widths: readonly number[], folder: string, hash: string) {
  const rendered = await render(bytes, type, widths);
  await mkdir(folder, { recursive: true });
  for (const file of rendered.files) await writeAtomically(path.join(folder, `${hash}-${file.width}.${file.format}`), file.data);
  const main = rendered.files.findLast((file) => file.format === 'webp')!;
  await writeAtomically(path.join(folder, `${hash}.webp`), main.data);
  return { width: rendered.width, height: rendered.height };
}

async function render(bytes: Buffer, type: UploadType, widths: readonly number[]): Promise<RenderedImage> {
  try {
    return await renderImage(bytes, DECODER_FORMAT[type], widths);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (message.includes('pixel limit')) throw new AppError('image_too_large', 413, { max: IMAGE_UPLOAD_MAX_MB });
    // The prebuilt libvips reads HEIF containers but has no HEVC decoder (decision 082).
    if (type === 'heic') throw new AppError('image_heic_unsupported', 415);
    throw new AppError('image_unreadable', 422);
  }
}

/** A reader sees the old file or the whole new one, never half of it (same folder, so rename is atomic). */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  // A dot name: the upload store does not serve dot files, so a half-written file is never served either.
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * One rendering at a time per process: a decoded 12-megapixel photo holds tens of MB and libvips
 * already uses every core for one, so a second one in parallel only adds memory.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}
