import { describe, expect, it } from 'vitest';
import { formatAddress } from '../../src/modules/restaurant/restaurant-info.ts';

type Contact = Parameters<typeof formatAddress>[0];
const full: Contact = { street: 'Via Roma', houseNumber: '12', postalCode: '10115', city: 'Berlin', country: 'DE' };
const { houseNumber: _number, ...withoutNumber } = full;

describe('formatAddress', () => {
  it('writes street and number, then postal code and city', () => {
    expect(formatAddress(full)).toBe('Via Roma 12, 10115 Berlin');
  });

  it('leaves out what a new restaurant has not given yet, never a lone comma', () => {
    expect(formatAddress({ ...withoutNumber, street: '', postalCode: '', city: '' })).toBe('');
    expect(formatAddress({ ...withoutNumber, street: '' })).toBe('10115 Berlin');
    expect(formatAddress({ ...full, postalCode: '', city: '' })).toBe('Via Roma 12');
  });
});
