import { useState } from 'react';
import type { ImageKind } from '@tavola/domain/images/image-widths';
import { Picture } from './picture.tsx';

/** Shown when a product or category has no image or its image fails to load (spec §3, §8). */
export const FALLBACK_IMAGE = '/dish-placeholder.svg';

interface ImageProps {
  src: string | null | undefined;
  alt: string;
  /** CSS aspect ratio of the box, e.g. '4 / 3': the box has its size before the image arrives. */
  ratio?: string;
  className?: string;
  imgClassName?: string;
  /** Above the fold (hero, first cards): load eagerly and early. Default lazy. */
  priority?: boolean;
  width?: number;
  height?: number;
  /** What an owner's upload was made as (its kept widths); a dish unless said otherwise. */
  kind?: ImageKind;
  /** How wide the box is drawn (CSS `sizes`), so an upload loads the file that width needs. */
  sizes: string;
}

/**
 * An image in a fixed-ratio box: no layout shift when it loads, lazy below the fold, and the
 * default dish picture when the source is missing or broken.
 */
export function Image({
  src,
  alt,
  ratio = '4 / 3',
  className = '',
  imgClassName = '',
  priority = false,
  width = 400,
  height = 300,
  kind = 'dish',
  sizes,
}: ImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const source = src && failed !== src ? src : FALLBACK_IMAGE;
  return (
    <div className={`relative overflow-hidden bg-stone-100 ${className}`} style={{ aspectRatio: ratio }}>
      <Picture
        src={source}
        kind={kind}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        onError={() => {
          if (src && failed !== src) {
            console.warn(`Image failed to load: ${src}`);
            setFailed(src);
          }
        }}
        className={`absolute inset-0 size-full object-cover ${imgClassName}`}
      />
    </div>
  );
}
