import { describe, expect, it } from 'vitest';
import { deliveryProgressOf } from './delivery-progress.ts';

const basket = {
  deliveryType: 'delivery' as const,
  postalCode: '10119',
  shipping_price: 1.5,
  minimumOrderValue: 12,
  minimumOrderMissing: 0,
  freeDeliveryMissing: 20,
};

describe('deliveryProgressOf', () => {
  it('says nothing before the postal code is known, or for pickup and eat-here', () => {
    expect(deliveryProgressOf({ ...basket, postalCode: null })).toBeNull();
    expect(deliveryProgressOf({ ...basket, deliveryType: 'pickup' })).toBeNull();
    expect(deliveryProgressOf({ ...basket, deliveryType: 'here' })).toBeNull();
  });

  it('puts the minimum first: below it the order cannot be placed at all', () => {
    expect(deliveryProgressOf({ ...basket, minimumOrderMissing: 4.5 })).toEqual({ kind: 'minimum', missing: 4.5, minimum: 12 });
  });

  it('then what is missing for free delivery, with the fee paid until then', () => {
    expect(deliveryProgressOf(basket)).toEqual({ kind: 'towardsFree', missing: 20, fee: 1.5 });
  });

  it('then the fee, or that delivery is free', () => {
    expect(deliveryProgressOf({ ...basket, freeDeliveryMissing: null })).toEqual({ kind: 'fee', fee: 1.5 });
    expect(deliveryProgressOf({ ...basket, freeDeliveryMissing: 0, shipping_price: 0 })).toEqual({ kind: 'free' });
    expect(deliveryProgressOf({ ...basket, freeDeliveryMissing: null, shipping_price: 0 })).toEqual({ kind: 'free' });
  });
});
