import { z } from 'zod';
import { clientContext } from './basket.ts';

/**
 * Images an owner uploads for the menu and the restaurant's page (issue 22, decision 082): the
 * server keeps each at the widths the storefront shows for its kind, as WebP and AVIF.
 */
export const IMAGE_KINDS = ['dish', 'category', 'logo', 'hero'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/**
 * Widths kept per kind, smallest first; the last is the main image. Chosen from what the storefront
 * draws (CSS px × a 2–3× phone screen): a dish is a 112–128 px card thumbnail and up to 880 px wide
 * in its dialog; a category 80–160 px; the logo 80–112 px; the hero the page's width, up to 1200 px.
 */
export const IMAGE_WIDTHS: Record<ImageKind, readonly number[]> = {
  dish: [320, 640, 1280],
  category: [320, 640],
  logo: [160, 320],
  hero: [640, 1280, 1920],
};

export const IMAGE_FORMATS = ['webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

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
