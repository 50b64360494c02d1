import { describe, expect, it } from 'vitest';
import { checkDeliverySettings } from './delivery-rules.ts';

describe('delivery settings rules', () => {
  it('accept pickup alone, and delivery with its zones', () => {
    expect(checkDeliverySettings({ deliveryTypes: ['pickup'], zones: [] })).toEqual([]);
    expect(checkDeliverySettings({ deliveryTypes: ['delivery', 'here'], zones: [{ postalCode: '10115' }, { postalCode: '10117' }] })).toEqual([]);
  });

  it('need something offered, each type once, and somewhere to deliver to', () => {
    expect(checkDeliverySettings({ deliveryTypes: [], zones: [] })).toEqual([{ path: ['deliveryTypes'], code: 'delivery_types_required' }]);
    expect(checkDeliverySettings({ deliveryTypes: ['pickup', 'pickup'], zones: [] })).toEqual([{ path: ['deliveryTypes'], code: 'field_invalid' }]);
    expect(checkDeliverySettings({ deliveryTypes: ['delivery'], zones: [] })).toEqual([{ path: ['zones'], code: 'delivery_zone_required' }]);
  });

  it('do not count several zones without a postal code as repeats of each other', () => {
    expect(checkDeliverySettings({ deliveryTypes: ['delivery'], zones: [{}, { postalCode: '10115' }, {}] })).toEqual([]);
  });

  it('name every repeated postal code after its first, and skip zones without one', () => {
    const zones = [{ postalCode: '10115' }, {}, { postalCode: '10115' }, { postalCode: '10117' }, { postalCode: '10115' }];
    expect(checkDeliverySettings({ deliveryTypes: ['delivery'], zones })).toEqual([
      { path: ['zones', 2, 'postalCode'], code: 'postal_code_duplicate' },
      { path: ['zones', 4, 'postalCode'], code: 'postal_code_duplicate' },
    ]);
  });
});
