import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandPalette, brandPaletteCss, mix, onColor, readableOnWhite } from './brand-palette.ts';
import { contrastRatio, WCAG_AA_NORMAL_TEXT as MIN_TEXT_CONTRAST } from './contrast.ts';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('brand colour contrast', () => {
  it('puts white text on the default green and dark text on a light yellow', () => {
    expect(onColor('#2e7d32')).toBe('#ffffff');
    expect(onColor('#ffe066')).toBe('#1c1917');
  });

  it('chooses the text colour that contrasts more, for any brand colour', () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        const chosen = contrastRatio(color, onColor(color));
        const other = contrastRatio(color, onColor(color) === '#ffffff' ? '#1c1917' : '#ffffff');
        expect(chosen).toBeGreaterThanOrEqual(other);
      }),
    );
  });

  it('darkens any brand colour until it reads on white (4.5:1)', () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        expect(contrastRatio(readableOnWhite(color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }),
    );
    expect(readableOnWhite('#2e7d32')).toBe('#2e7d32');
  });
});

describe('brand palette', () => {
  it('keeps the default green and darkens it on hover, where plain opacity lightened it below 4.5:1', () => {
    const palette = brandPalette('#2e7d32');
    expect(palette.primary).toBe('#2e7d32');
    expect(palette.onPrimary).toBe('#ffffff');
    // The old hover (90 % opacity over white) gave 4.23:1.
    expect(contrastRatio(mix('#2e7d32', '#ffffff', 0.1), '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio(palette.primaryHover, '#ffffff')).toBeGreaterThan(contrastRatio(palette.primary, '#ffffff'));
  });

  it('moves a mid tone, which neither white nor dark text reads on, just far enough', () => {
    for (const midTone of ['#d35400', '#e53935']) {
      expect(Math.max(contrastRatio(midTone, '#ffffff'), contrastRatio(midTone, '#1c1917'))).toBeLessThan(
        MIN_TEXT_CONTRAST,
      );
      const palette = brandPalette(midTone);
      expect(contrastRatio(palette.primary, palette.onPrimary)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(palette.primary, midTone)).toBeLessThan(1.15);
    }
  });

  it('reads at 4.5:1 at rest, on hover and when pressed, for any colour the restaurant picks', () => {
    fc.assert(
      fc.property(hexColor, (brand) => {
        const palette = brandPalette(brand);
        for (const background of [palette.primary, palette.primaryHover, palette.primaryActive]) {
          expect(contrastRatio(background, palette.onPrimary)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('shows hover and active as visibly different shades of the resting colour', () => {
    fc.assert(
      fc.property(hexColor, (brand) => {
        const palette = brandPalette(brand);
        expect(contrastRatio(palette.primaryHover, palette.primary)).toBeGreaterThanOrEqual(1.04);
        expect(contrastRatio(palette.primaryActive, palette.primary)).toBeGreaterThan(
          contrastRatio(palette.primaryHover, palette.primary),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps brand-coloured text readable on white and on the light brand tints it sits on', () => {
    fc.assert(
      fc.property(hexColor, fc.constantFrom(0, 0.05, 0.1, 0.15, 0.2), (brand, tint) => {
        const palette = brandPalette(brand);
        const background = mix(palette.primary, '#ffffff', 1 - tint);
        expect(contrastRatio(palette.primaryInk, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("brand palette as the page's CSS", () => {
  it("writes the default green exactly as the stylesheet's own defaults", () => {
    expect(brandPaletteCss('#2E7D32')).toBe(
      ':root{--color-primary:#2e7d32;--color-primary-hover:#286e2c;--color-primary-active:#246227;' +
        '--color-on-primary:#ffffff;--color-primary-ink:#29712d}',
    );
  });

  it('lets nothing but a #rrggbb colour into the CSS: anything else is the default green', () => {
    for (const configured of ['red}</style><script>alert(1)</script>', '#2e7d3', 'rgb(0,0,0)', '']) {
      expect(brandPaletteCss(configured)).toBe(brandPaletteCss('#2e7d32'));
    }
    expect(brandPaletteCss('#e53935')).toContain(`--color-primary:${brandPalette('#e53935').primary};`);
  });
});
