import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  addAddressRequestSchema,
  addBasketLineRequestSchema,
  addDeliveryTimeRequestSchema,
  addPackageRequestSchema,
  addTipRequestSchema,
  addVoucherQuerySchema,
  checkAddressQuerySchema,
  createBasketRequestSchema,
  lineAttributeItemsRequestSchema,
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
