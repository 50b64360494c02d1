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
