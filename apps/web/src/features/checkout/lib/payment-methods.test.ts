import { describe, expect, it } from 'vitest';
import { visiblePaymentMethods } from './payment-methods.ts';

const info = {
  paymentMethods: ['mollie', 'cash', 'payAtEnd', 'zvt', 'cash_machine', 'bitcoin', 'saferpay'],
  paymentMethodNames: { mollie: 'Pay online', cash: 'Cash', payAtEnd: 'Pay at the table', saferpay: 'Card' },
  paymentMethodDeliveryTypes: { cash: ['delivery', 'pickup'], payAtEnd: ['here'] },
};

describe('visiblePaymentMethods', () => {
  it('hides zvt, cash_machine and codes create-order does not know', () => {
    const codes = visiblePaymentMethods(info, null).map((choice) => choice.code);
    expect(codes).toEqual(['mollie', 'cash', 'payAtEnd', 'saferPay']);
  });

  it('offers a method only for its delivery types', () => {
    expect(visiblePaymentMethods(info, 'pickup').map((choice) => choice.code)).toEqual(['mollie', 'cash', 'saferPay']);
    expect(visiblePaymentMethods(info, 'here').map((choice) => choice.code)).toEqual([
      'mollie',
      'payAtEnd',
      'saferPay',
    ]);
  });

  it('marks online methods and keeps the restaurant label', () => {
    expect(visiblePaymentMethods(info, 'delivery')).toEqual([
      { code: 'mollie', restaurantLabel: 'Pay online', online: true },
      { code: 'cash', restaurantLabel: 'Cash', online: false },
      { code: 'saferPay', restaurantLabel: 'Card', online: true },
    ]);
  });
});
