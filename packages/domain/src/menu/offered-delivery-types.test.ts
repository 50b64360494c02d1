import { describe, expect, it } from 'vitest';
import { isOfferedForDeliveryType } from './offered-delivery-types.ts';

describe('isOfferedForDeliveryType', () => {
  it('offers a dish without listed types for every type, and one with types only for those', () => {
    expect([1, 2, 3].map((type) => isOfferedForDeliveryType([], type))).toEqual([true, true, true]);
    expect([1, 2, 3].map((type) => isOfferedForDeliveryType([2, 3], type))).toEqual([false, true, true]);
  });

  it('lets a basket without a chosen type take any dish', () => {
    expect(isOfferedForDeliveryType([1], null)).toBe(true);
  });
});
