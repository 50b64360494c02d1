import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import { REJECTION_REASON_MAX_LENGTH } from '../orders/status-moves.ts';
import {
  ONLINE_PAYMENT_TYPES,
  ORDER_ID_MAX_LENGTH,
  billRequestQuerySchema,
  changeOrderStatusRequestSchema,
  createOrderRequestSchema,
  createdOrderSchema,
  isValidQuerySchema,
  orderQuerySchema,
  orderSchema,
  orderValiditySchema,
} from './order.ts';

describe('create-order requests', () => {
  const request = { basketId: 'b-123', paymentType: 'cash' };

  it('take every payment type the spec names; only the providers are paid online', () => {
    for (const paymentType of ['mollie', 'saferPay', 'cash', 'payAtEnd', 'pwc']) {
      expect(parsed(createOrderRequestSchema, { ...request, paymentType }).paymentType).toBe(paymentType);
    }
    expect(ONLINE_PAYMENT_TYPES).toEqual(['mollie', 'saferPay']);
    expect(parsed(createOrderRequestSchema, { ...request, paymentType: 'payFix', qrCode: ' T3 ', pin: ' 1234 ' })).toMatchObject({ qrCode: 'T3', pin: '1234' });
  });

  it('refuse an unknown payment type, payFix without code and PIN, and unknown fields', () => {
    expect(issuesOf(createOrderRequestSchema, { ...request, paymentType: 'bitcoin' })).toEqual([{ path: 'paymentType', code: 'payment_type_invalid' }]);
    expect(issuesOf(createOrderRequestSchema, { ...request, paymentType: 'payFix', qrCode: 'T3' })).toEqual([{ path: 'qrCode', code: 'payfix_requires_qrcode_and_pin' }]);
    expect(codesOf(createOrderRequestSchema, { ...request, paymentType: 'payFix', pin: '1234' })).toEqual(['payfix_requires_qrcode_and_pin']);
    expect(codesOf(createOrderRequestSchema, { ...request, basketId: ' ' })).toEqual(['field_required']);
    expect(codesOf(createOrderRequestSchema, { ...request, total: 0 })).toHaveLength(1);
  });
});

describe('order queries', () => {
  it('need an order id of a sane length', () => {
    expect(parsed(orderQuerySchema, { orderId: ' A1 ' })).toEqual({ orderId: 'A1' });
    expect(parsed(billRequestQuerySchema, { order_id: 'A1' })).toEqual({ order_id: 'A1' });
    expect(parsed(isValidQuerySchema, { basketId: 'b-1' })).toEqual({ basketId: 'b-1' });
    expect(codesOf(orderQuerySchema, { orderId: '' })).toEqual(['field_required']);
    expect(codesOf(orderQuerySchema, { orderId: 'x'.repeat(ORDER_ID_MAX_LENGTH + 1) })).toEqual(['field_invalid']);
  });
});

describe('status changes by the restaurant', () => {
  const change = { orderId: 'A1', status: 'processing' };

  it('accept with an optional ready time and reject with a reason', () => {
    expect(parsed(changeOrderStatusRequestSchema, { ...change, readyInMinutes: '20' })).toEqual({ ...change, readyInMinutes: 20 });
    expect(parsed(changeOrderStatusRequestSchema, { ...change, readyInMinutes: 0 }).readyInMinutes).toBe(0);
    expect(parsed(changeOrderStatusRequestSchema, { ...change, readyInMinutes: 1440 }).readyInMinutes).toBe(1440);
    expect(parsed(changeOrderStatusRequestSchema, { orderId: 'A1', status: 'rejected', reason: ' Out of dough ' }).reason).toBe('Out of dough');
  });

  it('refuse a rejection without a reason and each broken field with its code', () => {
    expect(issuesOf(changeOrderStatusRequestSchema, { orderId: 'A1', status: 'rejected' })).toEqual([{ path: 'reason', code: 'order_reject_reason_required' }]);
    expect(codesOf(changeOrderStatusRequestSchema, { orderId: 'A1', status: 'rejected', reason: '   ' })).toEqual(['order_reject_reason_required']);
    expect(codesOf(changeOrderStatusRequestSchema, { ...change, status: 'cooking' })).toEqual(['order_status_invalid']);
    expect(codesOf(changeOrderStatusRequestSchema, { ...change, reason: 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1) })).toEqual(['field_too_long']);
    expect(codesOf(changeOrderStatusRequestSchema, { ...change, readyInMinutes: 'soon' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(changeOrderStatusRequestSchema, { ...change, readyInMinutes: 2.5 })).toEqual(['field_must_be_numeric']);
    expect(codesOf(changeOrderStatusRequestSchema, { ...change, readyInMinutes: -1 })).toEqual(['field_invalid']);
    expect(codesOf(changeOrderStatusRequestSchema, { ...change, readyInMinutes: 1441 })).toEqual(['field_invalid']);
  });
});

describe('order answers', () => {
  const depot = { name: 'Bottle', price: 0.15 };
  const order = {
    orderId: 'A1',
    orderNumber: 1042,
    restaurant_id: 1,
    status: 'received',
    is_online_payment: true,
    payment_id: 'tr_1',
    paymentType: 'mollie',
    paymentStatus: 'paid',
    paymentLink: null,
    deliveryType: 'pickup',
    deliveryTime: null,
    subtotal: 12.5,
    voucher_code: null,
    voucherValue: 0,
    shipping_price: 0,
    tip: 1,
    total_price: 13.65,
    currency: 'EUR',
    user_details: '{}',
    products: [
      {
        id: 1,
        productId: 7,
        name: 'Margherita',
        quantity: 1,
        price: 12.5,
        totalPrice: 12.5,
        is_package: 0,
        attributeItems: [{ id: 3, name: 'Large', price: 2, quantity: 1 }],
        items: [{ productId: 9, name: 'Water', quantity: 1, productPackageId: 2, depot }],
        depot,
        extra_info: null,
      },
    ],
    table: { id: 3, name: 'Table 3', capacity: 4 },
    bill_requested: false,
    created_at: '2026-11-26 19:00:00',
    status_reason: null,
    reviewed: false,
    expected_at: null,
  };

  it('keep every field the storefront reads', () => {
    expect(parsed(orderSchema, order)).toEqual(order);
    for (const status of ['processing', 'delivered', 'rejected']) expect(parsed(orderSchema, { ...order, status }).status).toBe(status);
    expect(parsed(createdOrderSchema, { ...order, paymentLink: 'https://pay.example/1' }).paymentLink).toBe('https://pay.example/1');
    expect(parsed(orderValiditySchema, { valid: true, totalWithDiscount: 9.5 })).toEqual({ valid: true, totalWithDiscount: 9.5 });
  });

  it('refuse a status or payment type the contract does not have', () => {
    expect(codesOf(orderSchema, { ...order, status: 'lost' })).toHaveLength(1);
    expect(codesOf(orderSchema, { ...order, paymentType: 'iou' })).toHaveLength(1);
    expect(codesOf(orderSchema, { ...order, products: [{ ...order.products[0], is_package: 2 }] })).toHaveLength(1);
    expect(codesOf(orderValiditySchema, { valid: false, totalWithDiscount: 1 })).toHaveLength(1);
  });

  it('hold a payment link on a created order', () => {
    expect(codesOf(createdOrderSchema, { ...order, paymentLink: null })).toHaveLength(1);
  });
});

describe('what the client may add to a new order', () => {
  const request = { basketId: 'b-123', paymentType: 'cash' };

  it('takes a table payment as text, a number or nothing, up to 64 characters', () => {
    for (const tablePaymentId of ['tp-1', 'x'.repeat(64), 17, null]) {
      expect(parsed(createOrderRequestSchema, { ...request, tablePaymentId }).tablePaymentId).toBe(tablePaymentId);
    }
    expect(codesOf(createOrderRequestSchema, { ...request, tablePaymentId: 'x'.repeat(65) })).toHaveLength(1);
  });

  it('takes a few items from an outside basket, up to 200', () => {
    const items = [{ sku: 'cola-33' }];
    expect(parsed(createOrderRequestSchema, { ...request, externalBasketItems: items }).externalBasketItems).toEqual(items);
    expect(parsed(createOrderRequestSchema, { ...request, externalBasketItems: Array.from({ length: 200 }, () => ({})) }).externalBasketItems).toHaveLength(200);
    expect(codesOf(createOrderRequestSchema, { ...request, externalBasketItems: Array.from({ length: 201 }, () => ({})) })).toHaveLength(1);
  });
});
