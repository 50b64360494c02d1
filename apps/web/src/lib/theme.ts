import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { onColor, readableOnWhite } from './contrast.ts';

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
