import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBasketLineRequestSchema,
  addressCheckSchema,
  addTipRequestSchema,
  basketPriceSchema,
  basketSchema,
  changeDeliveryMethodRequestSchema,
  deliveryMethodChangeSchema,
  lineExtraInfoField,
} from './basket.ts';
import { createOrderRequestSchema } from './order.ts';

describe('basket request schemas', () => {
  it('read a quantity as an integer, 1 when missing or below 1', () => {
    const parse = (quantity: unknown) => addBasketLineRequestSchema.parse({ basketId: 'b', productId: 3, quantity }).quantity;
    expect([parse(undefined), parse(0), parse(-2), parse('4'), parse(2.9), parse('x')]).toEqual([1, 1, 1, 4, 2, 1]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (quantity) => {
        expect(parse(quantity)).toBe(quantity);
      }),
    );
  });

  it('take extraInfo as JSON text or as an object, with the comment limit as a coded message', () => {
    expect(lineExtraInfoField.parse('{"comment":"no onions"}')).toEqual({ comment: 'no onions' });
    expect(lineExtraInfoField.parse({ itemDetails: [{ fullName: 'Anna', date: '2027-03-01' }] })).toEqual({
      itemDetails: [{ fullName: 'Anna', date: '2027-03-01' }],
    });
    expect(lineExtraInfoField.parse('')).toBeUndefined();
    const long = lineExtraInfoField.safeParse({ comment: 'x'.repeat(141) });
    expect(long.success ? null : long.error.issues[0]?.message).toBe('item_comment_too_long');
  });

  it('accept delivery types by name and by code', () => {
    const type = (deliveryType: unknown) => changeDeliveryMethodRequestSchema.parse({ basketId: 'b', deliveryType }).deliveryType;
    expect([type(1), type('2'), type('here')]).toEqual(['delivery', 'pickup', 'here']);
    expect(changeDeliveryMethodRequestSchema.safeParse({ basketId: 'b', deliveryType: 4 }).success).toBe(false);
  });

  it('refuse unknown fields', () => {
    expect(addTipRequestSchema.safeParse({ basketId: 'b', tip_price: 1, total: 0 }).success).toBe(false);
  });
});

describe('createOrderRequestSchema', () => {
  it('needs the QR code and PIN for payFix only', () => {
    expect(createOrderRequestSchema.safeParse({ basketId: 'b', paymentType: 'cash' }).success).toBe(true);
    const payFix = createOrderRequestSchema.safeParse({ basketId: 'b', paymentType: 'payFix', qrCode: 'T1' });
    expect(payFix.success ? null : payFix.error.issues[0]).toMatchObject({ message: 'payfix_requires_qrcode_and_pin', path: ['qrCode'] });
    expect(createOrderRequestSchema.safeParse({ basketId: 'b', paymentType: 'payFix', qrCode: 'T1', pin: '1234' }).success).toBe(true);
  });
});

const attributeItem = { id: 31, name: 'Extra cheese', image: null, price: 1.5, quantity: 2, pivot: { id: 7, price: 1.5 } };
const packageItem = {
  id: 88,
  RestaurantProductId: 12,
  productId: 12,
  name: 'Cola 0.33 l',
  quantity: 1,
  stock: null,
  productPackageId: 4,
  depot: { name: 'Can deposit', price: 0.25 },
};
const packageLine = {
  basketProductId: 501,
  id: 40,
  RestaurantProductId: 40,
  productId: 40,
  name: 'Lunch menu',
  image: 'https://cdn.example.com/lunch.jpg',
  quantity: 2,
  price: 14.5,
  totalPrice: 29,
  stock: 8,
  is_package: 1,
  attributeItems: [attributeItem],
  items: [packageItem],
  depot: null,
  extra_info: '{"comment":"no onions"}',
};
const basket = {
  id: 'b-4f9c2a7e1d',
  restaurant_id: 12,
  totalPrice: 29,
  products: [packageLine, { ...packageLine, basketProductId: 502, is_package: 0, attributeItems: [], items: [], extra_info: null }],
  deliveryTime: '2026-12-24 18:30:00',
  duration: null,
  voucher_code: 'SUMMER10',
  voucherValue: 2.9,
  totalWithDiscount: 30.1,
  deliveryType: 'here',
  postalCode: null,
  tip: 4,
  shipping_price: 0,
  minimumOrderValue: 0,
  minimumOrderMissing: 0,
  freeDeliveryMissing: null,
  table: { id: 3, name: 'Table 3', capacity: 4, qrCode: 'T3-QR' },
  table_id: 3,
  extra_info: { table_capacity: { adults: 2, children: 1, date: '2026-12-24' } },
  userInfo: { name: 'Anna Weber', email: 'anna.weber@example.com', mobile: '0171 1234567', postalCode: '10115' },
  count: 4,
};

describe('basket answers', () => {
  it('describe the whole basket, its lines, items, table and stored guest details as sent', () => {
    expect(basketSchema.parse(basket)).toEqual(basket);
  });

  it('answer a changed delivery method with the basket and the products that had to leave', () => {
    const change = {
      basket: { ...basket, deliveryType: 'pickup' },
      deliveryType: 'pickup',
      removedProducts: [{ basketProductId: 503, productId: 41, name: 'Draught beer 0.5 l' }],
    };
    expect(deliveryMethodChangeSchema.parse(change)).toEqual(change);
  });

  it('answer prices and the address check field by field', () => {
    const price = { shippingPrice: 2.5, totalPrice: 29, voucherValue: 2.9, tip: 4, totalWithDiscount: 32.6, minimumOrderValue: 15, minimumOrderMissing: 0 };
    expect(basketPriceSchema.parse(price)).toEqual(price);
    const check = { postalCode: '10115', deliveryType: 'delivery', shippingPrice: 2.5, minimumOrderValue: 15, minimumOrderMissing: 3.5 };
    expect(addressCheckSchema.parse(check)).toEqual(check);
  });
});
