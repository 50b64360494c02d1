import { describe, expect, it } from 'vitest';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import { ID_MAX, PAGE_MAX } from '../limits.ts';
import { idField, pageField } from './fields.ts';

describe('idField', () => {
  it('takes positive whole ids as numbers or query text, up to what the id columns hold', () => {
    expect(parsed(idField, 7)).toBe(7);
    expect(parsed(idField, '42')).toBe(42);
    expect(parsed(idField, ID_MAX)).toBe(ID_MAX);
  });

  it('refuses text, fractions, zero, negatives and ids past the column', () => {
    expect(codesOf(idField, 'abc')).toEqual(['field_must_be_numeric']);
    expect(codesOf(idField, 1.5)).toEqual(['field_must_be_numeric']);
    expect(codesOf(idField, 0)).toEqual(['field_invalid']);
    expect(codesOf(idField, -3)).toEqual(['field_invalid']);
    expect(codesOf(idField, ID_MAX + 1)).toEqual(['field_invalid']);
  });
});

describe('pageField', () => {
  it('is 1 when absent and takes whole pages from 1 to the maximum', () => {
    expect(parsed(pageField, undefined)).toBe(1);
    expect(parsed(pageField, '3')).toBe(3);
    expect(parsed(pageField, PAGE_MAX)).toBe(PAGE_MAX);
  });

  it('refuses page 0, past the maximum, fractions and text', () => {
    expect(codesOf(pageField, 0)).toEqual(['field_invalid']);
    expect(codesOf(pageField, PAGE_MAX + 1)).toEqual(['field_invalid']);
    expect(codesOf(pageField, 2.5)).toEqual(['field_must_be_numeric']);
    expect(codesOf(pageField, 'two')).toEqual(['field_must_be_numeric']);
  });
});
