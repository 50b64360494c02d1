import sharp from 'sharp';
import type { ImageFormat } from '@tavola/domain/schemas/menu-image';

/**
 * Beyond 100 megapixels an upload is refused before it is decoded: no phone photo comes near it
 * (a 200-megapixel mode's JPEG is over the byte limit anyway), and a small PNG can claim a huge
 * canvas to exhaust memory.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

// Every upload is a new image: libvips' operation cache would only hold memory between them.
sharp.cache(false);

/** Quality for photos on a phone screen; effort trades encoding time on a shared 2-core host. */
const WEBP = { quality: 80, effort: 4 } as const;
const AVIF = { quality: 50, effort: 2 } as const;

export interface RenderedFile {
  /** The width the file is named for (it may be narrower: nothing is enlarged). */
  width: number;
  format: ImageFormat;
  data: Buffer;
}

export interface RenderedImage {
  /** Size of the largest rendering, upright. */
  width: number;
  height: number;
  files: RenderedFile[];
}

/**
 * Decodes once — upright by its EXIF orientation, in sRGB, at most the largest width — and encodes
 * every width as WebP and AVIF. sharp writes no metadata unless asked to, so EXIF (GPS, camera,
 * time), XMP, IPTC and the ICC profile all stay behind. `failOn: 'error'` refuses damaged or
 * truncated pixel data but takes the harmless warnings some cameras' JPEGs raise.
 */
export async function renderImage(bytes: Buffer, format: string, widths: readonly number[]): Promise<RenderedImage> {
  const largest = Math.max(...widths);
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
  // libvips picks its decoder from the bytes as well; it must be the one the upload was taken as.
  if ((await input.metadata()).format !== format) throw new Error(`decoded as another format than ${format}`);
  const { data, info } = await input
    // A very tall strip stays within twice its width, so no rendering grows past what a page shows.
    .resize({ width: largest, height: largest * 2, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const files: RenderedFile[] = [];
  for (const width of widths) {
    const sized = sharp(data, raw).resize({ width, withoutEnlargement: true });
    files.push({ width, format: 'webp', data: await sized.clone().webp(WEBP).toBuffer() });
    files.push({ width, format: 'avif', data: await sized.clone().avif(AVIF).toBuffer() });
  }
  return { width: info.width, height: info.height, files };
}

/** Width and height of a stored rendering (an upload seen before answers from its files). */
export async function storedSize(file: string): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(file).metadata();
  return { width, height };
}
