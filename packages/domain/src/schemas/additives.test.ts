import { describe, expect, it } from 'vitest';
import { ADDITIVE_CODES, additiveNumber } from './additives.ts';

describe('additive numbers', () => {
  it('are the German menu numbers 1–14 in the law\'s order', () => {
    expect(additiveNumber('colouring')).toBe(1);
    expect(additiveNumber('preservative')).toBe(2);
    expect(additiveNumber('sweetener')).toBe(11);
    expect(additiveNumber('taurine')).toBe(14);
    expect(ADDITIVE_CODES).toHaveLength(14);
  });

  it('are null for a code that is not an additive', () => {
    expect(additiveNumber('gluten')).toBeNull();
    expect(additiveNumber('')).toBeNull();
  });
});
