import { describe, expect, it } from 'vitest';
import { amountFromText, amountToText, fieldMessages } from './money-text.ts';
import { ApiError } from '../../../../api/api-error.ts';

describe('money typed by owners', () => {
  it('reads the decimal comma and point, empty as not given, anything else as not a number', () => {
    expect(amountFromText('8,50')).toBe(8.5);
    expect(amountFromText(' 12.5 ')).toBe(12.5);
    expect(amountFromText('3')).toBe(3);
    expect(amountFromText('')).toBeUndefined();
    expect(amountFromText('1.234,50')).toBeNaN();
    expect(amountFromText('€5')).toBeNaN();
  });

  it('writes amounts the way the language does', () => {
    expect(amountToText(2.5, 'de')).toBe('2,50');
    expect(amountToText(2.5, 'fr')).toBe('2,50');
    expect(amountToText(2.5, 'en')).toBe('2.50');
    expect(amountToText(undefined, 'en')).toBe('');
  });

  it('takes the first server message of each field', () => {
    const error = new ApiError('x', 422, 'field_invalid', null, { fieldErrors: { 'zones.0.fee': ['Bad', 'Worse'] } });
    expect(fieldMessages(error)).toEqual({ 'zones.0.fee': 'Bad' });
    expect(fieldMessages(new Error('x'))).toEqual({});
  });
});
