/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the storefront writes its
 * buttons' text on the restaurant's main colour, so an owner's colour must leave that text readable.
 */

/** AA for normal-size text; the buttons' labels are normal size. */
export const WCAG_AA_NORMAL_TEXT = 4.5;

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

function channel(value: number): number {
  const c = value / 255;
  // Stryker disable next-line EqualityOperator: equivalent — no 8-bit channel is exactly 0.04045 (10/255 is below, 11/255 above).
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of '#rrggbb', 0 (black) … 1 (white). */
export function relativeLuminance(hex: string): number {
  const match = HEX_COLOUR.exec(hex);
  if (!match) throw new RangeError(`not a colour like #2e7d32: ${hex}`);
  const n = Number.parseInt(match[1]!, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of two colours, 1 … 21, in either order. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The storefront's text on the main colour (white, as the theme's buttons draw it). */
export const TEXT_ON_MAIN_COLOUR = '#ffffff';

/** The ratio of the storefront's text on this main colour, rounded down to two decimals (never shows 4.5 for 4.499). */
export function mainColourContrast(mainColour: string): { ratio: number; passesAA: boolean } {
  const exact = contrastRatio(mainColour, TEXT_ON_MAIN_COLOUR);
  // Stryker disable next-line EqualityOperator: equivalent — no #rrggbb colour has exactly 4.5:1 on white (all 16,777,216 checked), so >= and > agree.
  return { ratio: Math.floor(exact * 100) / 100, passesAA: exact >= WCAG_AA_NORMAL_TEXT };
}
