import { contrastRatio, isHexColour, WCAG_AA_NORMAL_TEXT } from './contrast.ts';

/**
 * The restaurant's colour as the storefront paints it: buttons, bars and brand-coloured text. The server
 * writes the palette into every page it serves (a style element in the head), so the browser draws the
 * restaurant's colours from the first byte and never restyles the whole page once the app has started.
 */

const WHITE = '#ffffff';
const BLACK = '#000000';
const DARK_TEXT = '#1c1917';
/** The spec's default green (DEFAULT_PRIMARY_COLOR of the storefront config schema, which would bundle zod). */
const DEFAULT_BRAND = '#2e7d32';

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  return [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` (0 to 1) of `other` mixed into `hex`, as a tint over white or a shade towards black does. */
export function mix(hex: string, other: string, amount: number): string {
  const [from, to] = [toRgb(hex), toRgb(other)];
  return toHex(from.map((channel, index) => channel + (to[index]! - channel) * amount) as Rgb);
}

/** White or the dark text colour, whichever contrasts more with the brand colour. */
export function onColor(hex: string): string {
  // Stryker disable next-line EqualityOperator: equivalent — no #rrggbb colour contrasts exactly as much with white as with #1c1917 (all 16,777,216 checked).
  return contrastRatio(hex, WHITE) >= contrastRatio(hex, DARK_TEXT) ? WHITE : DARK_TEXT;
}

/**
 * Steps `hex` towards `target` (black or white) in small mixes until `text` on it reaches 4.5:1.
 * Black under white text and white under dark text always get there (21:1 and 17:1).
 */
function pushUntilReadable(hex: string, text: string, target: string): string {
  let color = hex;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — every #rrggbb colour is readable by step 27 at the most in each of the three uses (brand, ink, on white: all 16,777,216 checked), so the bound never ends the loop and step 50 is never taken; no mix contrasts exactly 4.5:1.
  for (let step = 1; step <= 50 && contrastRatio(color, text) < WCAG_AA_NORMAL_TEXT; step++)
    color = mix(hex, target, step / 50);
  return color;
}

/** A colour darkened until text in it reads on `background` at 4.5:1. */
function readableOn(hex: string, background: string): string {
  return pushUntilReadable(hex, background, BLACK);
}

/** A colour darkened until text in it reads on white (4.5:1), for prices and links. */
export function readableOnWhite(hex: string): string {
  return readableOn(hex, WHITE);
}

/** What buttons and bars on the brand colour are painted with. */
export interface BrandPalette {
  /** The brand colour, moved just enough that its text reads at 4.5:1 (mid tones reach only ~4.2 with either text colour). */
  primary: string;
  /** White or near-black text on primary, hover and active. */
  onPrimary: string;
  primaryHover: string;
  primaryActive: string;
  /** The brand colour as text on white and on its own light tints (bg-primary/5 … /20). */
  primaryInk: string;
}

/** How much black (or white) a hover and an active state mix in: visible, not a different colour. */
const HOVER_MIX = 0.12;
const ACTIVE_MIX = 0.22;
const LIGHTEN_FACTOR = 1.5;
/** The least luminance step (as a contrast ratio) between a state and the resting colour. */
const MIN_STATE_STEP = 1.08;
/** The strongest tint of the brand colour that text in primaryInk sits on (soft buttons when pressed). */
const STRONGEST_TINT = 0.2;

/**
 * The restaurant's colour as a palette whose text passes WCAG AA (4.5:1) at rest, on hover and when
 * pressed, whatever colour was picked. Hover and active darken; only dark text on a colour that is
 * barely light enough would lose contrast by darkening, so there they lighten instead.
 */
export function brandPalette(brand: string): BrandPalette {
  const onPrimary = onColor(brand);
  const primary = pushUntilReadable(brand, onPrimary, onPrimary === WHITE ? BLACK : WHITE);
  // Stryker disable next-line EqualityOperator: equivalent — no brand colour's pressed state contrasts exactly 4.5:1 with its text (all 16,777,216 checked).
  const readable = (color: string) => contrastRatio(color, onPrimary) >= WCAG_AA_NORMAL_TEXT;
  // Darker unless that costs the text its contrast (dark text on a just-light-enough colour) or
  // cannot be seen (black gets no darker): then both states go lighter.
  const darken =
    readable(mix(primary, BLACK, ACTIVE_MIX)) &&
    // Stryker disable next-line EqualityOperator: equivalent — no brand colour's hover step is exactly 1.08 (all 16,777,216 checked).
    contrastRatio(mix(primary, BLACK, HOVER_MIX), primary) >= MIN_STATE_STEP;
  // Lightening a saturated colour changes it less to the eye than darkening: it takes a bigger step.
  const shade = (amount: number) =>
    darken ? mix(primary, BLACK, amount) : mix(primary, WHITE, amount * LIGHTEN_FACTOR);
  return {
    primary,
    onPrimary,
    primaryHover: shade(HOVER_MIX),
    primaryActive: shade(ACTIVE_MIX),
    primaryInk: readableOn(primary, mix(primary, WHITE, 1 - STRONGEST_TINT)),
  };
}

/**
 * The palette as the CSS custom properties the storefront's styles read (apps/web/src/styles.css). A
 * configured colour that is not '#rrggbb' gets the default green: nothing else ever reaches the page's CSS.
 */
export function brandPaletteCss(configured: string): string {
  const palette = brandPalette(isHexColour(configured) ? configured.toLowerCase() : DEFAULT_BRAND);
  return (
    `:root{--color-primary:${palette.primary};--color-primary-hover:${palette.primaryHover};` +
    `--color-primary-active:${palette.primaryActive};--color-on-primary:${palette.onPrimary};` +
    `--color-primary-ink:${palette.primaryInk}}`
  );
}
