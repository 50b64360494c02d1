import { z } from 'zod';
import { clientContext } from './basket.ts';

export { IMAGE_FORMATS, IMAGE_KINDS, IMAGE_WIDTHS, type ImageFormat, type ImageKind } from '../images/image-widths.ts';
import { IMAGE_KINDS } from '../images/image-widths.ts';

/** A phone camera's photo is 2–8 MB; this leaves room without letting one request hold much memory. */
export const IMAGE_UPLOAD_MAX_MB = 15;
export const IMAGE_UPLOAD_MAX_BYTES = IMAGE_UPLOAD_MAX_MB * 1024 * 1024;

/**
 * What a file input should offer (`accept`). Naming only these makes iOS hand over a camera photo
 * as JPEG instead of HEIC, which the server cannot decode (decision 082).
 */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp';

/** POST api/owner/images: the body is the image's bytes; the query names the kind. */
export const imageUploadQuerySchema = z
  .object({ ...clientContext, kind: z.enum(IMAGE_KINDS, 'field_invalid').default('dish') })
  .strict();
export type ImageUploadQuery = z.infer<typeof imageUploadQuerySchema>;

export const imageVariantSchema = z.object({
  /** The width the name promises; a smaller photo is kept at its own width (never enlarged). */
  width: z.int(),
  url: z.string(),
  type: z.enum(['image/webp', 'image/avif']),
});

export const uploadedImageSchema = z.object({
  /** What a draft stores, as an import file does: the path relative to the restaurant's uploads. */
  image: z.string(),
  /** Where the main (largest) WebP is served. */
  url: z.string(),
  width: z.int(),
  height: z.int(),
  variants: z.array(imageVariantSchema),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
