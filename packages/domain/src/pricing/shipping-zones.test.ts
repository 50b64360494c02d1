import { describe, expect, it } from 'vitest';
import { isNumericPostalCode, shippingFeeCents, shippingForPostalCode } from './shipping-zones.ts';

const zones = [
  { id: 'centre', postalCodes: ['10115', '10117'], feeCents: 0, minimumOrderCents: 1500 },
  { id: 'berlin', prefixes: ['10', '12'], feeCents: 250, minimumOrderCents: 2000 },
  { id: 'mitte-wide', prefixes: ['101'], feeCents: 150, minimumOrderCents: 1800 },
  { id: 'second', prefixes: ['12'], feeCents: 999, minimumOrderCents: 0 },
];

describe('shippingForPostalCode', () => {
  it('prefers a listed code, then the longest prefix, then the earlier zone', () => {
    expect(shippingForPostalCode(zones, '10115')?.id).toBe('centre');
    expect(shippingForPostalCode(zones, '10119')?.id).toBe('mitte-wide');
    expect(shippingForPostalCode(zones, '10245')?.id).toBe('berlin');
    expect(shippingForPostalCode(zones, '12043')?.id).toBe('berlin');
  });

  it('is null outside the area or for a non-numeric code', () => {
    expect(shippingForPostalCode(zones, '80331')).toBeNull();
    expect(shippingForPostalCode(zones, '10A15')).toBeNull();
    expect(shippingForPostalCode(zones, '')).toBeNull();
    expect(shippingForPostalCode([], '10115')).toBeNull();
  });

  it('ignores surrounding spaces', () => {
    expect(shippingForPostalCode(zones, ' 10117 ')?.id).toBe('centre');
    expect(isNumericPostalCode(' 10117 ')).toBe(true);
    expect(isNumericPostalCode('SW1A 1AA')).toBe(false);
  });
});

describe('zones stored one postal code per row', () => {
  const rows = [
    { postalCode: '10115', feeCents: 200, minimumOrderCents: 1500, freeDeliveryFromCents: 4000 },
    { postalCode: '10117', feeCents: 300, minimumOrderCents: 2000, freeDeliveryFromCents: null },
  ];

  it('are matched by their single postal code', () => {
    expect(shippingForPostalCode(rows, '10117')).toBe(rows[1]);
    expect(shippingForPostalCode(rows, '10119')).toBeNull();
  });

  it('charge the fee until the free-delivery subtotal is reached', () => {
    expect(shippingFeeCents(rows[0]!, 3999)).toBe(200);
    expect(shippingFeeCents(rows[0]!, 4000)).toBe(0);
    expect(shippingFeeCents(rows[1]!, 1_000_000)).toBe(300);
  });
});
