import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { brandPalette } from './contrast.ts';

/** The spec's default: green (DEFAULT_PRIMARY_COLOR of the shared schema, which would bundle zod). */
const DEFAULT_PRIMARY_COLOR = '#2e7d32';

/**
 * The restaurant's colour as CSS variables. The palette keeps text on the primary colour at WCAG AA
 * (4.5:1) at rest, on hover and when pressed, for any brand colour (see brandPalette).
 */
export function applyTheme(theme: StorefrontConfig['theme']): void {
  const brand = /^#[0-9a-f]{6}$/i.test(theme.primaryColor) ? theme.primaryColor.toLowerCase() : DEFAULT_PRIMARY_COLOR;
  const palette = brandPalette(brand);
  const root = document.documentElement.style;
  root.setProperty('--color-primary', palette.primary);
  root.setProperty('--color-primary-hover', palette.primaryHover);
  root.setProperty('--color-primary-active', palette.primaryActive);
  root.setProperty('--color-on-primary', palette.onPrimary);
  root.setProperty('--color-primary-ink', palette.primaryInk);
  // The browser chrome shows the restaurant's own colour, untouched.
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand);
}
