import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeDeliveryMissingCents, isNumericPostalCode, shippingFeeCents, shippingForPostalCode } from './shipping-zones.ts';

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

describe('zone matching edges', () => {
  it('compares listed codes and prefixes without their spaces', () => {
    const spaced = [{ id: 'spaced', postalCodes: [' 80331 '], prefixes: [' 81 '], feeCents: 100, minimumOrderCents: 0 }];
    expect(shippingForPostalCode(spaced, '80331')?.id).toBe('spaced');
    expect(shippingForPostalCode(spaced, '81667')?.id).toBe('spaced');
  });

  it('takes a single postal code and a list together', () => {
    const both = [{ id: 'both', postalCode: '10115', postalCodes: ['10117'], feeCents: 100, minimumOrderCents: 0 }];
    expect(shippingForPostalCode(both, '10115')?.id).toBe('both');
    expect(shippingForPostalCode(both, '10117')?.id).toBe('both');
    expect(shippingForPostalCode([{ id: 'none', feeCents: 100, minimumOrderCents: 0 }], '10117')).toBeNull();
  });

  it('charges the fee when free delivery is not set, and names bad amounts', () => {
    expect(shippingFeeCents({ feeCents: 250, minimumOrderCents: 0 }, 100_000)).toBe(250);
    expect(shippingFeeCents({ feeCents: 250, minimumOrderCents: 0, freeDeliveryFromCents: 0 }, 0)).toBe(0);
    expect(() => shippingFeeCents({ feeCents: -1, minimumOrderCents: 0 }, 0)).toThrow(/feeCents/);
    expect(() => shippingFeeCents({ feeCents: 1, minimumOrderCents: 0 }, -1)).toThrow(/subtotalCents/);
  });
});

describe('freeDeliveryMissingCents', () => {
  const zone = { postalCode: '10115', feeCents: 250, minimumOrderCents: 1500, freeDeliveryFromCents: 3000 };

  it('says what the goods lack for free delivery, and 0 from the threshold on', () => {
    expect(freeDeliveryMissingCents(zone, 1890)).toBe(1110);
    expect(freeDeliveryMissingCents(zone, 2999)).toBe(1);
    expect(freeDeliveryMissingCents(zone, 3000)).toBe(0);
    expect(freeDeliveryMissingCents(zone, 4500)).toBe(0);
  });

  it('is null for a zone that always charges or never charges', () => {
    expect(freeDeliveryMissingCents({ ...zone, freeDeliveryFromCents: null }, 1000)).toBeNull();
    expect(freeDeliveryMissingCents({ ...zone, freeDeliveryFromCents: undefined }, 1000)).toBeNull();
    expect(freeDeliveryMissingCents({ ...zone, feeCents: 0 }, 1000)).toBeNull();
  });

  it('agrees with the fee: nothing missing exactly when the fee is 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (subtotal, freeFrom) => {
        const withFree = { ...zone, freeDeliveryFromCents: freeFrom };
        expect(freeDeliveryMissingCents(withFree, subtotal) === 0).toBe(shippingFeeCents(withFree, subtotal) === 0);
      }),
      { seed: 26_18 },
    );
  });
});

describe('freeDeliveryMissingCents input', () => {
  it('names a bad subtotal instead of answering for it', () => {
    const zone = { feeCents: 250, minimumOrderCents: 0, freeDeliveryFromCents: 3000 };
    expect(() => freeDeliveryMissingCents(zone, -1)).toThrow('subtotalCents must be a whole number ≥ 0');
    expect(() => freeDeliveryMissingCents(zone, 12.5)).toThrow(/^subtotalCents/);
  });
});
