import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import { ID_MAX } from '../limits.ts';
import {
  addAddressRequestSchema,
  addBasketLineRequestSchema,
  addDeliveryTimeRequestSchema,
  addPackageRequestSchema,
  addTipRequestSchema,
  addVoucherQuerySchema,
  BASKET_ID_MAX_LENGTH,
  basketLineQuerySchema,
  basketQuerySchema,
  changeDeliveryMethodRequestSchema,
  checkAddressQuerySchema,
  createBasketRequestSchema,
  lineAttributeItemsRequestSchema,
  priceQuerySchema,
  setTableRequestSchema,
  updateBasketExtraInfoRequestSchema,
  updateLineExtraInfoRequestSchema,
  VOUCHER_CODE_MAX_LENGTH,
} from './basket.ts';

const basketId = 'b-1';

describe('basket lines', () => {
  it('take attribute items as ids or with a count, and extra info as JSON text', () => {
    const line = parsed(addBasketLineRequestSchema, { basketId, productId: '7', attributeItems: [3, { id: 4, quantity: '2' }], extraInfo: '{"comment":" no onions "}' });
    expect(line).toEqual({ basketId, productId: 7, quantity: 1, attributeItems: [{ id: 3, quantity: 1 }, { id: 4, quantity: 2 }], extraInfo: { comment: 'no onions' } });
    expect(parsed(addBasketLineRequestSchema, { basketId, productId: 7, extraInfo: '  ' }).extraInfo).toBeUndefined();
  });

  it('refuse extra info that is not JSON of the known fields, and a zero count', () => {
    expect(codesOf(addBasketLineRequestSchema, { basketId, productId: 7, extraInfo: '{not json' })).toHaveLength(1);
    expect(codesOf(addBasketLineRequestSchema, { basketId, productId: 7, extraInfo: { colour: 'red' } })).toHaveLength(1);
    expect(codesOf(addBasketLineRequestSchema, { basketId, productId: 7, attributeItems: [{ id: 4, quantity: 0 }] })).toContain('field_invalid');
    expect(codesOf(addBasketLineRequestSchema, { basketId, productId: 7, extraInfo: { itemDetails: [{ date: '24.12.2026' }] } })).toEqual(['field_invalid']);
  });

  it('add packages with their components, one of each unless told', () => {
    const pack = parsed(addPackageRequestSchema, { basketId, productId: 9, productItems: [{ productId: 3, productPackage: 2 }] });
    expect(pack.productItems).toEqual([{ productId: 3, productPackage: 2, quantity: 1 }]);
    expect(codesOf(addPackageRequestSchema, { basketId, productId: 9, productItems: [{ productId: 3, productPackage: 2, quantity: 0 }] })).toEqual(['field_invalid']);
  });

  it('change a line\'s items only when some are named, and its extra info to null', () => {
    expect(issuesOf(lineAttributeItemsRequestSchema, { basketId, basketProductId: 1 })).toEqual([{ path: 'attributeItems', code: 'field_required' }]);
    expect(parsed(lineAttributeItemsRequestSchema, { basketId, basketProductId: 1, productAttributeItems: [5] }).productAttributeItems).toEqual([{ id: 5, quantity: 1 }]);
    expect(parsed(updateLineExtraInfoRequestSchema, { basketId, basketProductId: 1, extraInfo: null }).extraInfo).toBeNull();
  });
});

describe('the basket itself', () => {
  it('is created for a delivery type by name or code', () => {
    expect(parsed(createBasketRequestSchema, { deliveryType: '2' })).toEqual({ deliveryType: 'pickup' });
    expect(parsed(createBasketRequestSchema, { deliveryType: 3 })).toEqual({ deliveryType: 'here' });
    expect(parsed(createBasketRequestSchema, { deliveryType: 'delivery' })).toEqual({ deliveryType: 'delivery' });
    expect(codesOf(createBasketRequestSchema, { deliveryType: 4 })).toEqual(['delivery_type_required']);
  });

  it('is set to a table by id, name or either, with the QR flag in its usual spellings', () => {
    expect(parsed(setTableRequestSchema, { basketId, table: 'Table 3', qrcode: 'true' })).toMatchObject({ table: 'Table 3', qrcode: 'true' });
    expect(parsed(setTableRequestSchema, { basketId, tableId: 3, qrcode: 1 }).tableId).toBe(3);
    expect(issuesOf(setTableRequestSchema, { basketId })).toEqual([{ path: 'tableId', code: 'field_required' }]);
    expect(codesOf(setTableRequestSchema, { basketId, tableId: 3, qrcode: 'maybe' })).toEqual(['field_invalid']);
  });

  it('takes a party size, a delivery time and duration', () => {
    expect(parsed(updateBasketExtraInfoRequestSchema, { basketId, extraInfo: '{"table_capacity":{"adults":"2"}}' }).extraInfo).toEqual({ table_capacity: { adults: 2, children: 0 } });
    expect(parsed(addDeliveryTimeRequestSchema, { basketId, delivery_time: '2026-12-24 18:30', duration: '1:30' })).toMatchObject({ duration: '1:30' });
    expect(codesOf(addDeliveryTimeRequestSchema, { basketId, duration: '1:75' })).toEqual(['field_invalid']);
  });
});

describe('address, voucher and tip', () => {
  it('keep the guest\'s details; e-mail and birth date are checked when given', () => {
    const userInfo = { name: 'Anna', email: '', postalCode: '10115', birth_date: '' };
    expect(parsed(addAddressRequestSchema, { basketId, userInfo: JSON.stringify(userInfo) }).userInfo).toEqual(userInfo);
    expect(issuesOf(addAddressRequestSchema, { basketId, userInfo: { email: 'anna@' } })).toEqual([{ path: 'userInfo.email', code: 'email_invalid' }]);
    expect(codesOf(addAddressRequestSchema, { basketId, userInfo: { birth_date: '1.1.1990' } })).toEqual(['birth_date_invalid']);
    expect(codesOf(addAddressRequestSchema, { basketId, userInfo: { postalCode: '10A15' } })).toEqual(['postal_code_numeric']);
    expect(codesOf(checkAddressQuerySchema, { basketId, postalCode: '' })).toContain('field_required');
    expect(codesOf(checkAddressQuerySchema, { basketId, postalCode: 'abc' })).toEqual(['postal_code_numeric']);
  });

  it('needs a voucher code of sane length', () => {
    expect(parsed(addVoucherQuerySchema, { basketId, voucherCode: ' SUMMER10 ' }).voucherCode).toBe('SUMMER10');
    expect(codesOf(addVoucherQuerySchema, { basketId, voucherCode: ' ' })).toEqual(['voucher_required']);
    expect(codesOf(addVoucherQuerySchema, { basketId, voucherCode: 'x'.repeat(VOUCHER_CODE_MAX_LENGTH + 1) })).toEqual(['voucher_invalid']);
  });

  it('takes a tip as a number or a plain decimal text with a point or a comma', () => {
    expect(parsed(addTipRequestSchema, { basketId, tip_price: '4,50' }).tip_price).toBe(4.5);
    expect(parsed(addTipRequestSchema, { basketId, tip_price: ' 5 ' }).tip_price).toBe(5);
    expect(parsed(addTipRequestSchema, { basketId, tip_price: 0 }).tip_price).toBe(0);
    expect(codesOf(addTipRequestSchema, { basketId, tip_price: '5e2' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(addTipRequestSchema, { basketId, tip_price: -1 })).toEqual(['tip_invalid']);
    expect(codesOf(addTipRequestSchema, { basketId, tip_price: 100.01 })).toEqual(['tip_invalid']);
    expect(codesOf(addTipRequestSchema, { basketId, tip_price: 1.005 })).toEqual(['tip_invalid']);
  });
});

describe('fields every basket call shares', () => {
  it('read the restaurant id, language and basket id of a plain basket query', () => {
    expect(parsed(basketQuerySchema, { restaurantId: '12', lang: 'de', basketId: ' b-1 ' })).toEqual({ restaurantId: 12, lang: 'de', basketId: 'b-1' });
    expect(parsed(basketLineQuerySchema, { restaurantId: 12, basketId, basketProductId: '41' })).toEqual({ restaurantId: 12, basketId, basketProductId: 41 });
    expect(parsed(priceQuerySchema, { basketId, deliveryType: '1', postalCode: ' 10115 ' })).toEqual({ basketId, deliveryType: 'delivery', postalCode: '10115' });
  });

  it('refuse a restaurant id that is not a number or too large, and an over-long basket id, with their codes', () => {
    expect(issuesOf(basketQuerySchema, { restaurantId: 'pizzeria', basketId })).toEqual([{ path: 'restaurantId', code: 'field_must_be_numeric' }]);
    expect(issuesOf(basketQuerySchema, { restaurantId: ID_MAX + 1, basketId })).toEqual([{ path: 'restaurantId', code: 'field_invalid' }]);
    expect(parsed(basketQuerySchema, { restaurantId: ID_MAX, basketId }).restaurantId).toBe(ID_MAX);
    expect(issuesOf(basketQuerySchema, { basketId: 'b'.repeat(BASKET_ID_MAX_LENGTH + 1) })).toEqual([{ path: 'basketId', code: 'field_invalid' }]);
    expect(parsed(basketQuerySchema, { basketId: 'b'.repeat(BASKET_ID_MAX_LENGTH) }).basketId).toHaveLength(BASKET_ID_MAX_LENGTH);
  });

  it('refuse a delivery type that only looks like a code once turned into text', () => {
    expect(codesOf(changeDeliveryMethodRequestSchema, { basketId, deliveryType: [1] })).toEqual(['delivery_type_required']);
    expect(codesOf(changeDeliveryMethodRequestSchema, { basketId, deliveryType: null })).toEqual(['delivery_type_required']);
  });
});

describe('quantities and line details', () => {
  it('read the leading number of a quantity text, ignore a quantity in a list, and refuse more than 999', () => {
    expect(parsed(addBasketLineRequestSchema, { basketId, productId: 7, quantity: '3 pieces' }).quantity).toBe(3);
    expect(parsed(addBasketLineRequestSchema, { basketId, productId: 7, quantity: [5] }).quantity).toBe(1);
    expect(parsed(addBasketLineRequestSchema, { basketId, productId: 7, quantity: 999 }).quantity).toBe(999);
    expect(issuesOf(addBasketLineRequestSchema, { basketId, productId: 7, quantity: 1000 })).toEqual([{ path: 'quantity', code: 'field_invalid' }]);
  });

  it('give a line and a package without items empty item lists', () => {
    expect(parsed(addBasketLineRequestSchema, { basketId, productId: 7 })).toEqual({ basketId, productId: 7, quantity: 1, attributeItems: [] });
    expect(parsed(addPackageRequestSchema, { basketId, productId: 9 })).toEqual({ basketId, productId: 9, quantity: 1, productItems: [] });
  });

  it('trim the names and dates of event-mode person entries, keep their counts, and allow an empty date', () => {
    const itemDetails = [
      { fullName: ' Anna Weber ', date: ' 2027-03-01 ', count: 2 },
      { fullName: 'Jonas Weber', date: '' },
    ];
    expect(parsed(addBasketLineRequestSchema, { basketId, productId: 7, extraInfo: { itemDetails } }).extraInfo).toEqual({
      itemDetails: [
        { fullName: 'Anna Weber', date: '2027-03-01', count: 2 },
        { fullName: 'Jonas Weber', date: '' },
      ],
    });
  });
});

describe('basket settings', () => {
  it('set a table by a name alone or by a table text, trimmed', () => {
    expect(parsed(setTableRequestSchema, { basketId, tableName: ' Terrace 2 ' })).toEqual({ basketId, tableName: 'Terrace 2' });
    expect(parsed(setTableRequestSchema, { basketId, table: ' Table 3 ' })).toEqual({ basketId, table: 'Table 3' });
  });

  it('trim the delivery time when a basket is created or its time is set, and the duration too', () => {
    expect(parsed(createBasketRequestSchema, { delivery_time: ' 2026-12-24 18:30 ', deliveryType: 2 })).toEqual({ delivery_time: '2026-12-24 18:30', deliveryType: 'pickup' });
    expect(parsed(addDeliveryTimeRequestSchema, { basketId, delivery_time: ' 2026-12-24 18:30 ', duration: ' 1:30 ' })).toEqual({
      basketId,
      delivery_time: '2026-12-24 18:30',
      duration: '1:30',
    });
  });

  it('take a duration of two or three hour digits, or none at all', () => {
    expect(parsed(addDeliveryTimeRequestSchema, { basketId, duration: '12:00' }).duration).toBe('12:00');
    expect(parsed(addDeliveryTimeRequestSchema, { basketId, duration: '120:00' }).duration).toBe('120:00');
    expect(parsed(addDeliveryTimeRequestSchema, { basketId, duration: '' }).duration).toBe('');
  });

  it('keep the party size with its children and day, and refuse a day longer than a date', () => {
    const tableCapacity = { adults: 2, children: '3', date: '2026-12-24' };
    expect(parsed(updateBasketExtraInfoRequestSchema, { basketId, extraInfo: { table_capacity: tableCapacity } }).extraInfo).toEqual({
      table_capacity: { adults: 2, children: 3, date: '2026-12-24' },
    });
    const withTime = { table_capacity: { ...tableCapacity, date: '2026-12-24T18:30' } };
    expect(issuesOf(updateBasketExtraInfoRequestSchema, { basketId, extraInfo: withTime }).map((issue) => issue.path)).toEqual(['extraInfo.table_capacity.date']);
  });
});

describe('the guest\'s details and the address check', () => {
  it('trim every detail the guest typed and store the mobile without separators', () => {
    const userInfo = {
      name: ' Anna Weber ',
      email: ' anna.weber@example.com ',
      mobile: '0171 1234567',
      birth_date: ' 1990-05-17 ',
      comment: ' Please ring twice ',
      company: ' Weber GmbH ',
      address: ' Torstraße ',
      house_number: ' 12a ',
      postalCode: ' 10115 ',
      city: ' Berlin ',
      country: ' Germany ',
    };
    expect(parsed(addAddressRequestSchema, { basketId, userInfo }).userInfo).toEqual({
      name: 'Anna Weber',
      email: 'anna.weber@example.com',
      mobile: '01711234567',
      birth_date: '1990-05-17',
      comment: 'Please ring twice',
      company: 'Weber GmbH',
      address: 'Torstraße',
      house_number: '12a',
      postalCode: '10115',
      city: 'Berlin',
      country: 'Germany',
    });
  });

  it('check an address by a postal code of digits only, with the day asked for', () => {
    expect(parsed(checkAddressQuerySchema, { basketId, postalCode: ' 10115 ', date: '2026-12-24' })).toEqual({ basketId, postalCode: '10115', date: '2026-12-24' });
    expect(codesOf(checkAddressQuerySchema, { basketId, postalCode: 'D10115' })).toEqual(['postal_code_numeric']);
    expect(codesOf(checkAddressQuerySchema, { basketId, postalCode: '10115A' })).toEqual(['postal_code_numeric']);
  });
});

describe('tips at the limits', () => {
  it('take a two-digit tip text with a comma', () => {
    expect(parsed(addTipRequestSchema, { basketId, tip_price: '12,50' }).tip_price).toBe(12.5);
  });

  it('refuse a tip whose cents miss a whole number by exactly the allowed rounding slack', () => {
    // 1e-8 × 100 is exactly 1e-6 in floating point: the slack is strict.
    expect(Math.abs(1e-8 * 100 - Math.round(1e-8 * 100))).toBe(1e-6);
    expect(codesOf(addTipRequestSchema, { basketId, tip_price: 1e-8 })).toEqual(['tip_invalid']);
  });
});
