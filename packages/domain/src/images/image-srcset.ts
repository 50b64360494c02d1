// The widths without the upload schemas: the storefront's first view builds srcsets and loads no zod for it.
import { IMAGE_WIDTHS, type ImageFormat, type ImageKind } from './image-widths.ts';

/** An uploaded image's main name: `…/menu/<hash>.webp` (decision 082). Imported or external images are not. */
const UPLOADED = /^(.*\/)?(menu\/[0-9a-f]{32})\.webp$/;

/** Whether the image is one the owner uploaded, so its sized variants exist beside it. */
export function isUploadedImage(url: string | null | undefined): url is string {
  // Stryker disable next-line ConditionalExpression: equivalent — the pattern refuses 'null' and 'undefined' as text too.
  return typeof url === 'string' && UPLOADED.test(url);
}

/** The URL of one variant of an uploaded image: `<hash>.webp` → `<hash>-640.avif`. */
export function imageVariantUrl(url: string, width: number, format: ImageFormat = 'webp'): string {
  return url.replace(/\.webp$/, `-${width}.${format}`);
}

/**
 * A `srcset` for an uploaded image shown as `kind` (e.g. `…-320.webp 320w, …-640.webp 640w`), or
 * null for any other image, which is then shown from its `src` alone. The widths of a kind always
 * exist, so the browser never asks for a missing file.
 */
export function imageSrcSet(url: string | null | undefined, kind: ImageKind, format: ImageFormat = 'webp'): string | null {
  if (!isUploadedImage(url)) return null;
  return IMAGE_WIDTHS[kind].map((width) => `${imageVariantUrl(url, width, format)} ${width}w`).join(', ');
}
