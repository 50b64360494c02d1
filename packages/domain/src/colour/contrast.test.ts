import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColour, mainColourContrast, relativeLuminance } from './contrast.ts';

describe('WCAG contrast', () => {
  it('black on white is 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2e7d32', '#2e7d32')).toBe(1);
  });

  it('computes luminance with the sRGB curve', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    // #777777: the classic 4.48:1 grey that just fails AA on white.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('uses the straight part of the sRGB curve for the darkest channels (10/255 ÷ 12.92)', () => {
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(0.003035, 6);
    expect(relativeLuminance('#000a00')).toBeCloseTo(0.7152 * 0.003035, 6);
  });

  it('passes the default green and a dark blue, refuses yellow and light grey', () => {
    expect(mainColourContrast('#2e7d32')).toEqual({ ratio: 5.12, passesAA: true });
    expect(mainColourContrast('#1565C0').passesAA).toBe(true);
    expect(mainColourContrast('#ffeb3b').passesAA).toBe(false);
    expect(mainColourContrast('#777777')).toEqual({ ratio: 4.47, passesAA: false });
  });

  it('sits exactly on the AA line at #767676', () => {
    expect(mainColourContrast('#767676').passesAA).toBe(true);
  });

  it('knows what a colour is', () => {
    expect(isHexColour('#A1b2C3')).toBe(true);
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour('#abc')).toBe(false);
    expect(() => relativeLuminance('blue')).toThrow(RangeError);
  });

  it('takes the whole text as the colour: nothing before the # and no alpha digits after', () => {
    expect(isHexColour('red#2e7d32')).toBe(false);
    expect(isHexColour('#2e7d32ff')).toBe(false);
    expect(() => relativeLuminance('#2e7d32ff')).toThrow(RangeError);
  });

  it('names the refused text in its error', () => {
    expect(() => relativeLuminance('blue')).toThrow('not a colour like #2e7d32: blue');
  });
});
