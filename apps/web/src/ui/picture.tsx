import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '@tavola/domain/images/image-srcset';
import type { ImageKind } from '@tavola/domain/images/image-widths';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** What the image was uploaded as: which widths are kept beside it (decision 082). */
  kind: ImageKind;
  /** How wide it is drawn (CSS `sizes`): the browser takes the smallest file that is sharp at that width. */
  sizes: string;
};

/**
 * An owner's upload as a `<picture>`: AVIF where the browser reads it, else WebP, each at the width the
 * screen needs — a phone's 128 px dish card loads the 320 or 640 px file, not the 1280 px main image.
 * Any other image (imported, external, the placeholder) is a plain `<img>` of its one file.
 */
export function Picture({ src, kind, sizes, alt, ...img }: PictureProps) {
  const webp = imageSrcSet(src, kind, 'webp');
  if (webp === null) return <img src={src} alt={alt} {...img} />;
  // `contents`: the <img> stays the box its parent lays out (a flex item, an absolutely placed cover).
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={imageSrcSet(src, kind, 'avif')!} sizes={sizes} />
      <img src={src} srcSet={webp} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
