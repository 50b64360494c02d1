import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, onColor, readableOnWhite } from './contrast.ts';

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
