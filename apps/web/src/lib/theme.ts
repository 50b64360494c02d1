import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';

/** The spec's default: green (DEFAULT_PRIMARY_COLOR of the shared schema, which would bundle zod). */
const DEFAULT_PRIMARY_COLOR = '#2e7d32';

/**
 * The restaurant's colour as CSS variables. Text on the primary colour is white or near-black,
 * whichever contrasts more, so any brand colour stays readable (WCAG contrast).
 */
export function applyTheme(theme: StorefrontConfig['theme']): void {
  const primary = /^#[0-9a-f]{6}$/i.test(theme.primaryColor) ? theme.primaryColor : DEFAULT_PRIMARY_COLOR;
  const root = document.documentElement.style;
  root.setProperty('--color-primary', primary);
  root.setProperty('--color-on-primary', onColor(primary));
  root.setProperty('--color-primary-ink', readableOnWhite(primary));
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary);
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function onColor(hex: string): string {
  const l = luminance(hex);
  const contrastWhite = 1.05 / (l + 0.05);
  const contrastDark = (l + 0.05) / 0.0605; // #1c1917
  return contrastWhite >= contrastDark ? '#ffffff' : '#1c1917';
}

/** The primary colour darkened until text in it reads on white (4.5:1), for prices and links. */
function readableOnWhite(hex: string): string {
  let [r, g, b] = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)) as [number, number, number];
  let color = hex;
  for (let step = 0; step < 20 && 1.05 / (luminance(color) + 0.05) < 4.5; step++) {
    [r, g, b] = [r, g, b].map((channel) => Math.round(channel * 0.9)) as [number, number, number];
    color = `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  }
  return color;
}
