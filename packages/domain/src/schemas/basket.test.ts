import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBasketLineRequestSchema, addTipRequestSchema, changeDeliveryMethodRequestSchema, lineExtraInfoField } from './basket.ts';
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
